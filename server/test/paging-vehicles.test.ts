// docs/adr/0010: All Vehicles, the onsite list and the usage reports come one page at
// a time, sorted by every column the screens offer (both directions, stable), filtered by the
// server, with the total in X-Total-Count. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import {
  ONSITE_SORT_KEYS,
  REPORT_SORT_KEYS,
  VEHICLE_SORT_KEYS,
  daysBetween,
  spotTypeName,
  type CarUsageRecord,
  type OnsiteSortKey,
  type ReportSortKey,
  type Vehicle,
  type VehicleSortKey,
} from '@parking/shared/domain';
import { createTestApp, type TestApp } from './helpers/test-app';
import { login } from './helpers/requests';
import { APP_START_MS, caller, inDays, today, type Caller } from './helpers/vehicle-fixtures';
import {
  addPagingCommunity,
  fetchAll,
  fetchPage,
  orderViolation,
  type SortKey,
} from './helpers/paging-community';

const NO_DATE = '1970-01-01';
const lower = (text: string) => text.toLowerCase();
const onsite = (v: Vehicle) => v.enddate !== NO_DATE && v.enddate >= today();

const vehicleKey: Record<VehicleSortKey, (v: Vehicle) => SortKey> = {
  plate: (v) => [v.plate],
  plate_state: (v) => [v.plate_state, v.plate],
  // The Type column shows the type's name (spotTypeName) and sorts by it (paging-vehicle-type).
  vehicle_type: (v) => [lower(spotTypeName(v.vehicle_type)), v.vehicle_type],
  carownertype: (v) => [v.carownertype],
  make: (v) => [lower(v.make), lower(v.model)],
  unitnumber: (v) => [v.unitnumber, v.plate],
  name: (v) => [lower(v.carowner_lname), lower(v.carowner_fname)],
  carownerphone: (v) => [v.carownerphone],
  startdate: (v) => [v.startdate],
  enddate: (v) => [v.enddate],
  onsite: (v) => [onsite(v) ? 1 : 0, v.enddate],
  number_of_changes: (v) => [v.number_of_changes],
};

function reportKey(
  which: 'renter' | 'owner',
): Record<ReportSortKey, (r: CarUsageRecord) => SortKey> {
  const carOwner = vehicleKey.name;
  return {
    plate: vehicleKey.plate,
    vehicle_type: vehicleKey.vehicle_type,
    make: vehicleKey.make,
    renter: carOwner,
    unitnumber: vehicleKey.unitnumber,
    owner:
      which === 'renter'
        ? (r) => [lower(r.userdata.last_name), lower(r.userdata.first_name)]
        : carOwner,
    carownertype: vehicleKey.carownertype,
    startdate: vehicleKey.startdate,
    enddate: vehicleKey.enddate,
    days: (r) => [
      r.enddate === NO_DATE ? (which === 'owner' ? -1 : 0) : daysBetween(r.startdate, r.enddate),
    ],
    history: (r) => [r.number_of_changes],
    onsite: (r) => [
      r.status_flag === 9
        ? 'Deleted 9'
        : `${r.enddate !== NO_DATE && r.enddate >= today() ? 'Yes' : 'No'} ${r.status_flag}`,
    ],
  };
}

const ids = (rows: readonly Vehicle[]) => rows.map((row) => row._id);
const sortedIds = (rows: readonly Vehicle[]) => ids(rows).sort();

describe('paged vehicle lists', () => {
  let t: TestApp;
  let admin: Caller;
  let readonly: Caller;
  let owner: Caller;
  let ownerId: string;
  /** Every vehicle of All Vehicles, read page by page in the default order. */
  let everyVehicle: Vehicle[];

  beforeAll(async () => {
    t = await createTestApp();
    await addPagingCommunity(t.app);
    admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    readonly = caller(t.app, (await login(t.app, 'readonly@demo.test')).token);
    const ownerLogin = await login(t.app, 'owner@demo.test');
    owner = caller(t.app, ownerLogin.token);
    ownerId = ownerLogin.userid;
    everyVehicle = (await fetchAll<Vehicle>(admin.post, 'get_all_vehicles', { hoaid: 'demo' }, 500))
      .rows;
  }, APP_START_MS);
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  describe('get_all_vehicles', () => {
    it('answers the first page in unit order with the totals when no paging is asked for', async () => {
      const page = await fetchPage<Vehicle>(admin.post, 'get_all_vehicles', { hoaid: 'demo' });
      expect(everyVehicle.length).toBeGreaterThan(300);
      expect(page.total).toBe(everyVehicle.length);
      expect(page.page).toBe(1);
      expect(page.pageSize).toBe(50);
      expect(ids(page.rows)).toEqual(ids(everyVehicle).slice(0, 50));
      expect(orderViolation(everyVehicle, vehicleKey.unitnumber, (v) => v._id, 'asc')).toBeNull();
      // Soft-deleted vehicles are not in the list (spec §3).
      expect(everyVehicle.some((v) => v.status_flag === 9)).toBe(false);
    });

    it('keeps change history out unless with_history is asked for; the count is always there', async () => {
      const plain = await fetchPage<Vehicle>(admin.post, 'get_all_vehicles', {
        hoaid: 'demo',
        sort: 'number_of_changes',
        order: 'desc',
        pageSize: 20,
      });
      expect(plain.rows[0]!.number_of_changes).toBeGreaterThan(0);
      expect(plain.rows.every((v) => v.change_history.length === 0)).toBe(true);
      const full = await fetchPage<Vehicle>(admin.post, 'get_all_vehicles', {
        hoaid: 'demo',
        sort: 'number_of_changes',
        order: 'desc',
        pageSize: 20,
        with_history: true,
      });
      expect(ids(full.rows)).toEqual(ids(plain.rows));
      for (const v of full.rows) expect(v.change_history).toHaveLength(v.number_of_changes);
    });

    it.each(VEHICLE_SORT_KEYS.flatMap((key) => [[key, 'asc'] as const, [key, 'desc'] as const]))(
      'sorts by %s %s over every page, each row once',
      async (sort, order) => {
        const { rows, total } = await fetchAll<Vehicle>(
          admin.post,
          'get_all_vehicles',
          { hoaid: 'demo', sort, order },
          47,
        );
        expect(total).toBe(everyVehicle.length);
        expect(sortedIds(rows)).toEqual(sortedIds(everyVehicle));
        expect(orderViolation(rows, vehicleKey[sort], (v) => v._id, order)).toBeNull();
      },
    );

    it('sorts ascending unless told otherwise', async () => {
      const asc = await fetchPage<Vehicle>(admin.post, 'get_all_vehicles', {
        hoaid: 'demo',
        sort: 'plate',
      });
      expect(orderViolation(asc.rows, vehicleKey.plate, (v) => v._id, 'asc')).toBeNull();
    });

    it.each([
      [{ type: 'renter' }, (v: Vehicle) => v.carownertype === 'renter'],
      [{ type: 'owner' }, (v: Vehicle) => v.carownertype !== 'renter'],
      [{ onsite: 'Yes' }, onsite],
      [{ onsite: 'No' }, (v: Vehicle) => !onsite(v)],
      [{ unit: '305' }, (v: Vehicle) => v.unitnumber === '305'],
      [{ type: 'any', unit: 'any', onsite: 'any' }, () => true],
      [{ q: 'pg01' }, (v: Vehicle) => v.plate.toLowerCase().includes('pg01')],
      [
        { q: 'TOYOTA' },
        (v: Vehicle) => v.make.toLowerCase().includes('toyota') || v.model.includes('toyota'),
      ],
      [
        { q: '  garcia  hana ' },
        (v: Vehicle) =>
          [v.carowner_lname, v.carowner_fname].some((x) => x.toLowerCase().includes('garcia')) &&
          [v.carowner_lname, v.carowner_fname].some((x) => x.toLowerCase().includes('hana')),
      ],
      [{ q: '100%' }, () => false],
      [
        { type: 'renter', onsite: 'Yes', q: 'pg' },
        (v: Vehicle) => v.carownertype === 'renter' && onsite(v) && /pg/i.test(v.plate),
      ],
    ] as const)(
      'filters by %j on the server, with the matching total',
      async (filters, matches) => {
        const { rows, total } = await fetchAll<Vehicle>(
          admin.post,
          'get_all_vehicles',
          { hoaid: 'demo', ...filters },
          100,
        );
        const expected = everyVehicle.filter(matches);
        expect(total).toBe(expected.length);
        expect(sortedIds(rows)).toEqual(sortedIds(expected));
      },
    );

    it('answers a page past the end empty, with the true total', async () => {
      const page = await fetchPage<Vehicle>(admin.post, 'get_all_vehicles', {
        hoaid: 'demo',
        page: 400,
        pageSize: 500,
      });
      expect(page.rows).toEqual([]);
      expect(page.total).toBe(everyVehicle.length);
    });

    it('lets readonly users read it and keeps owners out, as before', async () => {
      const page = await fetchPage<Vehicle>(readonly.post, 'get_all_vehicles', { hoaid: 'demo' });
      expect(page.total).toBe(everyVehicle.length);
      expect((await owner.post('get_all_vehicles', { hoaid: 'demo' })).statusCode).toBe(403);
    });
  });

  describe('get_active_vehicles', () => {
    let everyOnsite: Vehicle[];
    beforeAll(async () => {
      everyOnsite = (
        await fetchAll<Vehicle>(
          admin.post,
          'get_active_vehicles',
          { hoaid: 'demo', dstr: today() },
          500,
        )
      ).rows;
    });

    it('lists the vehicles onsite today, first page by unit', async () => {
      expect(sortedIds(everyOnsite)).toEqual(sortedIds(everyVehicle.filter(onsite)));
      const page = await fetchPage<Vehicle>(admin.post, 'get_active_vehicles', {
        hoaid: 'demo',
        dstr: today(),
      });
      expect(page.total).toBe(everyOnsite.length);
      expect(ids(page.rows)).toEqual(ids(everyOnsite).slice(0, 50));
      expect(orderViolation(everyOnsite, vehicleKey.unitnumber, (v) => v._id, 'asc')).toBeNull();
    });

    it.each(ONSITE_SORT_KEYS.flatMap((key) => [[key, 'asc'] as const, [key, 'desc'] as const]))(
      'sorts by %s %s',
      async (sort: OnsiteSortKey, order) => {
        const { rows, total } = await fetchAll<Vehicle>(
          admin.post,
          'get_active_vehicles',
          { hoaid: 'demo', dstr: today(), sort, order },
          29,
        );
        expect(total).toBe(everyOnsite.length);
        expect(sortedIds(rows)).toEqual(sortedIds(everyOnsite));
        expect(orderViolation(rows, vehicleKey[sort], (v) => v._id, order)).toBeNull();
      },
    );

    it('filters by unit and free text', async () => {
      const unit = everyOnsite[0]!.unitnumber;
      const byUnit = await fetchAll<Vehicle>(
        admin.post,
        'get_active_vehicles',
        { hoaid: 'demo', dstr: today(), unit },
        500,
      );
      expect(sortedIds(byUnit.rows)).toEqual(
        sortedIds(everyOnsite.filter((v) => v.unitnumber === unit)),
      );
      const plate = everyOnsite[3]!.plate;
      const byText = await fetchAll<Vehicle>(
        admin.post,
        'get_active_vehicles',
        { hoaid: 'demo', dstr: today(), q: plate.toLowerCase() },
        500,
      );
      expect(sortedIds(byText.rows)).toEqual(
        sortedIds(everyOnsite.filter((v) => v.plate.includes(plate))),
      );
    });

    it("lets an owner page it but not search other units' guest names", async () => {
      const guest = everyOnsite.find((v) => v.carowner_lname !== '')!;
      const name = guest.carowner_lname;
      const asAdmin = await fetchPage<Vehicle>(admin.post, 'get_active_vehicles', {
        hoaid: 'demo',
        dstr: today(),
        q: name,
      });
      expect(asAdmin.total).toBeGreaterThan(0);
      const asOwner = await fetchPage<Vehicle>(owner.post, 'get_active_vehicles', {
        hoaid: 'demo',
        dstr: today(),
        q: name,
      });
      expect(asOwner.total).toBe(0);
      const page = await fetchPage<Vehicle>(owner.post, 'get_active_vehicles', {
        hoaid: 'demo',
        dstr: today(),
        sort: 'plate',
        pageSize: 10,
      });
      expect(page.total).toBe(everyOnsite.length);
      // Other units' guest names stay hidden from owners, paged or not.
      const others = page.rows.filter((v) => v.ownerid !== ownerId);
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((v) => v.carowner_lname === '' && v.carownerphone === '')).toBe(true);
    });
  });

  describe('get_car_usage_renter_warning', () => {
    const window = { begindate: inDays(-60), enddate: inDays(60) };
    const everyRow: Record<'renter' | 'owner', CarUsageRecord[]> = { renter: [], owner: [] };
    beforeAll(async () => {
      for (const which of ['renter', 'owner'] as const) {
        everyRow[which] = (
          await fetchAll<CarUsageRecord>(
            admin.post,
            'get_car_usage_renter_warning',
            { hoaid: 'demo', which, ...window },
            500,
          )
        ).rows;
      }
    });

    it('keeps soft-deleted vehicles in the reports and splits renters from owners', () => {
      expect(everyRow.renter.length).toBeGreaterThan(20);
      expect(everyRow.owner.length).toBeGreaterThan(100);
      expect(everyRow.renter.every((r) => r.carownertype === 'renter')).toBe(true);
      expect(everyRow.owner.every((r) => r.carownertype !== 'renter')).toBe(true);
      expect([...everyRow.renter, ...everyRow.owner].some((r) => r.status_flag === 9)).toBe(true);
      expect(everyRow.owner.every((r) => typeof r.userdata.last_name === 'string')).toBe(true);
    });

    it.each(
      (['renter', 'owner'] as const).flatMap((which) =>
        REPORT_SORT_KEYS.flatMap((key) => [
          [which, key, 'asc'] as const,
          [which, key, 'desc'] as const,
        ]),
      ),
    )('%s report sorts by %s %s', async (which, sort, order) => {
      const { rows, total } = await fetchAll<CarUsageRecord>(
        admin.post,
        'get_car_usage_renter_warning',
        { hoaid: 'demo', which, ...window, sort, order },
        61,
      );
      expect(total).toBe(everyRow[which].length);
      expect(sortedIds(rows)).toEqual(sortedIds(everyRow[which]));
      expect(orderViolation(rows, reportKey(which)[sort], (r) => r._id, order)).toBeNull();
    });

    it('filters by free text over plate, names and unit, with the matching total', async () => {
      const rows = everyRow.renter;
      const ownerName = rows[0]!.userdata.last_name;
      const { rows: found, total } = await fetchAll<CarUsageRecord>(
        admin.post,
        'get_car_usage_renter_warning',
        { hoaid: 'demo', which: 'renter', ...window, q: ownerName.toUpperCase() },
        500,
      );
      const expected = rows.filter((r) =>
        [
          r.plate,
          r.unitnumber,
          r.make,
          r.model,
          r.carowner_fname,
          r.carowner_lname,
          r.carownerphone,
          r.userdata.first_name,
          r.userdata.last_name,
        ].some((text) => text.toLowerCase().includes(ownerName.toLowerCase())),
      );
      expect(total).toBe(expected.length);
      expect(sortedIds(found)).toEqual(sortedIds(expected));
    });

    it('answers the first page with the totals for the spec payload', async () => {
      const page = await fetchPage<CarUsageRecord>(admin.post, 'get_car_usage_renter_warning', {
        hoaid: 'demo',
        which: 'owner',
        ...window,
      });
      expect(page.total).toBe(everyRow.owner.length);
      expect(page.rows).toHaveLength(50);
      expect(ids(page.rows)).toEqual(ids(everyRow.owner).slice(0, 50));
    });
  });
});
