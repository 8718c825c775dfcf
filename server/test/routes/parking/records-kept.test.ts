// Records are never destroyed by accident. Soft delete takes dates up to today
// only; hard delete keeps payments; the reports keep soft-deleted vehicles; an owner account
// with cars onsite cannot be deleted, and deleting one keeps the unit's history and payments;
// adjust_dates is for demo communities and writes history; History count == history popup.
import { eq } from 'drizzle-orm';
import type { CarUsageRecord, VehicleChangeHistory } from '@parking/shared/domain';
import { payments, users, vehicleChanges, vehicles } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  setCommunity,
  setVehicle,
  today,
  vehicleByPlate,
} from '../../helpers/vehicle-fixtures';

const OFFSITE = '1970-01-01';

describe('Records are never destroyed by accident', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const admin = async () => caller(t.app, (await login(t.app, 'admin@demo.test')).token);

  /** A succeeded ledger row for a vehicle, as a card payment leaves it. */
  async function paidFor(plate: string, enddate: string, key: string) {
    const vehicle = await vehicleByPlate(t.app, plate);
    await t.app.db.insert(payments).values({
      hoaid: 'demo',
      vehicle_id: vehicle.id,
      ownerid: vehicle.ownerid,
      unitnumber: vehicle.unitnumber,
      plate: vehicle.plate,
      payer_role: 'renter',
      amount_cents: 2688,
      nights: 2,
      startdate: inDays(-4),
      enddate,
      provider: 'sandbox',
      transaction_id: `txn-${key}`,
      idempotency_key: key,
      status: 'succeeded',
    });
  }

  describe('POST /api/parking/soft_delete_vehicles', () => {
    it('refuses a date after today and marks nothing', async () => {
      const response = await (await admin()).post('soft_delete_vehicles', { enddate: inDays(10) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('enddate');
      const marked = await t.app.db.select().from(vehicles).where(eq(vehicles.status_flag, 9));
      expect(marked).toHaveLength(0);
    });

    it('previews the count, then marks only checked-out cars without paid nights to come', async () => {
      await setVehicle(t.app, 'DEM102M', { enddate: inDays(-3) }); // checked out, unpaid
      await setVehicle(t.app, 'GST2024', { enddate: inDays(-2) }); // checked out, paid ahead
      await paidFor('GST2024', inDays(2), 'records-paid-ahead');
      const preview = await (
        await admin()
      ).post('soft_delete_vehicles', {
        enddate: today(),
        preview: true,
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json().count).toBe(1);
      expect((await vehicleByPlate(t.app, 'DEM102M')).status_flag).not.toBe(9);

      const response = await (await admin()).post('soft_delete_vehicles', { enddate: today() });
      expect(response.json()).toEqual({ message: 'Vehicles Soft Delete Successful', count: 1 });
      expect((await vehicleByPlate(t.app, 'DEM102M')).status_flag).toBe(9);
      expect((await vehicleByPlate(t.app, 'GST2024')).status_flag).not.toBe(9);
      expect((await vehicleByPlate(t.app, 'DEM101A')).status_flag).not.toBe(9); // onsite
    });

    it('keeps soft-deleted vehicles in the usage reports, marked with status 9', async () => {
      const response = await (
        await admin()
      ).post('get_car_usage_renter_warning', {
        which: 'owner',
        begindate: inDays(-14),
        enddate: today(),
        hoaid: 'demo',
      });
      expect(response.statusCode).toBe(200);
      const motorcycle = response.json<CarUsageRecord[]>().find((r) => r.plate === 'DEM102M');
      expect(motorcycle).toMatchObject({ status_flag: 9 });
    });

    it('hard delete removes the soft-deleted vehicles but never a payment', async () => {
      await paidFor('DEM102M', inDays(-3), 'records-hard-delete');
      const response = await (await admin()).post('hard_delete_vehicles', {});
      expect(response.json()).toEqual({ message: 'Vehicles Delete Successful', count: 1 });
      await expect(vehicleByPlate(t.app, 'DEM102M')).rejects.toThrow();
      const [payment] = await t.app.db
        .select()
        .from(payments)
        .where(eq(payments.idempotency_key, 'records-hard-delete'));
      expect(payment).toMatchObject({
        vehicle_id: null,
        plate: 'DEM102M',
        unitnumber: '102',
        amount_cents: 2688,
        enddate: inDays(-3),
      });
    });
  });

  describe('POST /api/users/deleteowner', () => {
    const deleteOwner = async (token: string, userid: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/deleteowner',
        headers: bearer(token),
        payload: { userid },
      });

    it('refuses while the unit has a car onsite, and keeps everything', async () => {
      const owner = await login(t.app, 'owner@demo.test');
      const response = await deleteOwner(owner.token, owner.userid);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This account cannot be deleted while the unit has vehicles onsite. Please set them offsite first.',
      );
      expect((await login(t.app, 'owner@demo.test')).userid).toBe(owner.userid);
    });

    it('closes the login once no car is onsite; history and payments stay for the reports', async () => {
      const owner = await login(t.app, 'owner@demo.test');
      for (const plate of ['DEM101A', 'RNT0101']) {
        await setVehicle(t.app, plate, { enddate: inDays(-1) });
      }
      await paidFor('RNT0101', inDays(-1), 'records-owner-delete');
      const car = await vehicleByPlate(t.app, 'DEM101A');
      const historyBefore = await t.app.db
        .select()
        .from(vehicleChanges)
        .where(eq(vehicleChanges.vehicle_id, car.id));
      expect(historyBefore.length).toBeGreaterThan(0);

      const response = await deleteOwner(owner.token, owner.userid);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Owner Deleted' });

      // The login is closed and the session ends at once.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'owner@demo.test', password: 'demo-pass-2026', hoaid: 'demo' },
      });
      expect(again.statusCode).toBe(401);
      const oldSession = await caller(t.app, owner.token).post('get_vehicles_for_owner', {
        ownerid: owner.userid,
        carownertype: 'all',
        hoaid: 'demo',
        dstr: today(),
      });
      expect(oldSession.statusCode).toBe(401);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, owner.userid));
      expect(row).toMatchObject({ first_name: '', last_name: '', phone: '', pincode: '' });

      // History and payments stay; the reports still list the unit's vehicles.
      const historyAfter = await t.app.db
        .select()
        .from(vehicleChanges)
        .where(eq(vehicleChanges.vehicle_id, car.id));
      expect(historyAfter).toHaveLength(historyBefore.length);
      const kept = await t.app.db
        .select()
        .from(payments)
        .where(eq(payments.idempotency_key, 'records-owner-delete'));
      expect(kept).toHaveLength(1);
      const report = await (
        await admin()
      ).post('get_car_usage_renter_warning', {
        which: 'owner',
        begindate: inDays(-14),
        enddate: today(),
        hoaid: 'demo',
      });
      const plates = report.json<CarUsageRecord[]>().map((r) => r.plate);
      expect(plates).toContain('DEM101A');
      // The unit is gone from the check-in list; its owners list row too.
      const units = await t.app.inject({
        method: 'POST',
        url: '/api/parking/get_unit_numbers',
        payload: { hoaid: 'demo' },
      });
      expect(units.json().map((u: { unitnumber: string }) => u.unitnumber)).not.toContain('101');

      // The unit can have a new owner, whose list does not inherit the closed account's cars.
      const { token } = await login(t.app, 'admin@demo.test');
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: bearer(token),
        payload: {
          first_name: 'Nina',
          last_name: 'Next',
          phone: '302-555-0191',
          email: 'nina@demo.test',
          unitnumber: '101',
          pincode: '8642',
          password: 'A-long-password-2026',
          password2: 'A-long-password-2026',
          hoaid2: 'demo',
          hoaid: 'demo',
          role: 'owner',
        },
      });
      expect(registered.statusCode).toBe(201);
    });
  });

  describe('POST /api/parking/adjust_dates', () => {
    it('is refused for a community that is not in demo mode', async () => {
      const demo2Admin = caller(t.app, (await login(t.app, 'admin@demo2.test', 'demo2')).token);
      const response = await demo2Admin.post('adjust_dates', { numdays: 5 });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Adjusting dates is only for a community in demo mode: it keeps demo data current',
      );
    });

    it('moves only onsite vehicles, with a history entry each, so History matches the popup', async () => {
      await setCommunity(t.app, 'demo', { use_demo_mode: true });
      const onsite = await vehicleByPlate(t.app, 'DEM102A');
      const checkedOut = await vehicleByPlate(t.app, 'GST2024');
      const response = await (await admin()).post('adjust_dates', { numdays: 5 });
      expect(response.json()).toEqual({ message: '5 days added', count: 1 });
      const moved = await vehicleByPlate(t.app, 'DEM102A');
      expect(moved.enddate > onsite.enddate).toBe(true);
      expect(moved.number_of_changes).toBe(onsite.number_of_changes + 1);
      expect((await vehicleByPlate(t.app, 'GST2024')).enddate).toBe(checkedOut.enddate);

      const popup = await (await admin()).get(`get_vehicle_change_history/${moved.id}`);
      const history = popup.json<VehicleChangeHistory>();
      expect(history.change_history).toHaveLength(history.number_of_changes);
      expect(history.change_history.at(-1)).toMatchObject({ enddate: moved.enddate });
    });

    it('seeds History counts that the history popup agrees with', async () => {
      const rows = await t.app.db.select().from(vehicles).where(eq(vehicles.hoaid, 'demo2'));
      for (const row of rows) {
        const entries = await t.app.db
          .select()
          .from(vehicleChanges)
          .where(eq(vehicleChanges.vehicle_id, row.id));
        expect(entries).toHaveLength(row.number_of_changes);
        if (row.enddate === OFFSITE) expect(row.number_of_changes).toBe(0);
      }
    });
  });
});
