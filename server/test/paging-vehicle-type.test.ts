// The Type column shows a vehicle type by its name (spotTypeName: Camper/RV for RV, Truck/Van for
// TRUCK and VAN), so sorting by Type follows that name, not the code: RV comes before CAR. All
// Vehicles, the onsite list and the usage reports sort alike. Runs on PGlite, and on PostgreSQL
// with DATABASE_URL.
import { eq } from 'drizzle-orm';
import { spotTypeName, type CarUsageRecord, type Vehicle } from '@parking/shared/domain';
import { users, vehicles } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';
import { login } from './helpers/requests';
import { APP_START_MS, caller, inDays, today, type Caller } from './helpers/vehicle-fixtures';
import { fetchAll, orderViolation, type SortKey } from './helpers/paging-community';

// Codes whose names sort otherwise than the codes do, two sharing a name, and a code of the
// community's own that has no spec name (shown, and sorted, as itself).
const CODES = ['VAN', 'TRUCK', 'RV', 'DUMPSTER', 'CAR', 'MOTORCYCLE', 'BOAT'];
const typeKey = (row: { vehicle_type: string }): SortKey => [
  spotTypeName(row.vehicle_type).toLowerCase(),
  row.vehicle_type,
];

describe('sorting by Type (the name the list shows)', () => {
  let t: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    await t.app.db.insert(vehicles).values(
      CODES.map((vehicle_type, i) => ({
        hoaid: 'demo',
        ownerid: owner!.id,
        unitnumber: owner!.unitnumber,
        vehicle_type,
        carownertype: 'renter' as const,
        carowner_fname: 'Sort',
        carowner_lname: 'Type',
        carownerphone: '302-555-0100',
        make: 'Make',
        model: 'Model',
        year: '2020',
        plate: `TYPE${i}`,
        plate_state: 'DE',
        startdate: today(),
        enddate: inDays(3),
      })),
    );
  }, APP_START_MS);
  afterAll(() => t.close());

  const lists = {
    'All Vehicles': () => ({ url: 'get_all_vehicles', body: {} }),
    'the onsite list': () => ({ url: 'get_active_vehicles', body: {} }),
    'the renter usage report': () => ({
      url: 'get_car_usage_renter_warning',
      body: { which: 'renter', begindate: inDays(-1), enddate: inDays(5) },
    }),
  };

  for (const [name, list] of Object.entries(lists)) {
    it(`sorts ${name} by the type's name, both ways`, async () => {
      const { url, body } = list();
      for (const order of ['asc', 'desc'] as const) {
        const { rows } = await fetchAll<Vehicle | CarUsageRecord>(
          admin.post,
          url,
          { hoaid: 'demo', ...body, sort: 'vehicle_type', order },
          25,
        );
        const types = rows.map((row) => row.vehicle_type).filter((code) => CODES.includes(code));
        expect(new Set(types)).toEqual(new Set(CODES));
        expect(orderViolation(rows, typeKey, (row) => row._id, order)).toBeNull();
        const named = [...new Set(types)];
        const expected = ['BOAT', 'RV', 'CAR', 'DUMPSTER', 'MOTORCYCLE', 'TRUCK', 'VAN'];
        expect(named).toEqual(order === 'asc' ? expected : [...expected].reverse());
      }
    });
  }
});
