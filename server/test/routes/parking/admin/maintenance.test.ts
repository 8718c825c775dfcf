import { and, eq } from 'drizzle-orm';
import { notifications, vehicles } from '../../../../src/db/schema';
import { createTestApp, type TestApp } from '../../../helpers/test-app';
import { roleTokens, type RoleTokens } from '../../../helpers/requests';
import { caller, inDays, vehicleByPlate } from '../../../helpers/vehicle-fixtures';

describe('admin maintenance calls', () => {
  let t: TestApp;
  let tokens: RoleTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await roleTokens(t.app);
  });
  afterAll(() => t.close());

  const vehiclesOf = (hoaid: string) =>
    t.app.db.select().from(vehicles).where(eq(vehicles.hoaid, hoaid)).orderBy(vehicles.id);

  const addVehicle = async (hoaid: string, plate: string, enddate: string) => {
    const template = (await vehiclesOf(hoaid))[0];
    if (!template) throw new Error(`no vehicle in ${hoaid}`);
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = template;
    await t.app.db
      .insert(vehicles)
      .values({ ...fields, plate, carownertype: 'renter', startdate: inDays(-40), enddate });
  };

  describe('notifications', () => {
    it("lists the community's notifications and deletes one", async () => {
      for (const hoaid of ['demo', 'demo2']) {
        await caller(t.app).post('insert_notification', {
          hoaid,
          notify_name: `Guest of ${hoaid}`,
          notify_description: 'Gate is broken',
        });
      }
      const list = await caller(t.app, tokens.admin).post('get_all_notifications', {
        hoaid: 'demo',
      });
      expect(list.statusCode).toBe(200);
      const items = list.json<{ _id: string; hoaid: string }[]>();
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((n) => n.hoaid === 'demo')).toBe(true);
      const id = items[0]?._id;

      const other = await caller(t.app, tokens.admin2).post('delete_notification', {
        notificationid: id,
      });
      expect(other.statusCode).toBe(404);
      const deleted = await caller(t.app, tokens.admin).post('delete_notification', {
        notificationid: id,
      });
      expect(deleted.json()).toEqual({ message: 'Notification Delete Successful' });
      expect(
        await t.app.db
          .select()
          .from(notifications)
          .where(eq(notifications.id, id ?? '')),
      ).toHaveLength(0);
    });

    it('refuses non-admins, another community and a bad id', async () => {
      for (const token of [tokens.owner, tokens.renter, tokens.readonly]) {
        const response = await caller(t.app, token).post('get_all_notifications', {
          hoaid: 'demo',
        });
        expect(response.statusCode).toBe(403);
      }
      expect(
        (await caller(t.app, tokens.admin2).post('get_all_notifications', { hoaid: 'demo' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await caller(t.app, tokens.admin).post('delete_notification', { notificationid: 'x' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('adjust_dates', () => {
    it("shifts only the community's onsite vehicles and keeps the 1970-01-01 sentinel", async () => {
      const before = await vehiclesOf('demo');
      const before2 = await vehiclesOf('demo2');
      const onsite = before.filter((v) => v.enddate !== '1970-01-01');
      const response = await caller(t.app, tokens.admin).post('adjust_dates', { numdays: 5 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: '5 days added', count: onsite.length });
      const after = await vehiclesOf('demo');
      after.forEach((row, i) => {
        const old = before[i];
        if (!old) throw new Error('vehicle vanished');
        const shift = (date: string) =>
          new Date(Date.parse(date) + 5 * 86400000).toISOString().slice(0, 10);
        const moved = old.enddate !== '1970-01-01';
        expect(row.startdate).toBe(moved ? shift(old.startdate) : old.startdate);
        expect(row.enddate).toBe(moved ? shift(old.enddate) : old.enddate);
      });
      expect(await vehiclesOf('demo2')).toEqual(before2);
      await caller(t.app, tokens.admin).post('adjust_dates', { numdays: -5 });
      expect((await vehiclesOf('demo')).map((v) => v.startdate)).toEqual(
        before.map((v) => v.startdate),
      );
    });

    it('refuses readonly with the spec alert, other roles and bad input', async () => {
      const readonly = await caller(t.app, tokens.readonly).post('adjust_dates', { numdays: 5 });
      expect(readonly.statusCode).toBe(403);
      expect(readonly.json().message).toBe('not authorized to delete vehicle');
      expect(
        (await caller(t.app, tokens.owner).post('adjust_dates', { numdays: 5 })).statusCode,
      ).toBe(403);
      expect(
        (await caller(t.app, tokens.renter).post('adjust_dates', { numdays: 5 })).statusCode,
      ).toBe(403);
      expect(
        (await caller(t.app, tokens.admin).post('adjust_dates', { numdays: 1.5 })).statusCode,
      ).toBe(400);
      expect((await caller(t.app, tokens.admin).post('adjust_dates', {})).statusCode).toBe(400);
    });
  });

  describe('soft and hard delete', () => {
    it('soft-deletes checked-out vehicles of the community, then removes them', async () => {
      await addVehicle('demo', 'OLD001', inDays(-20));
      await addVehicle('demo2', 'OLD002', inDays(-20));
      const soft = await caller(t.app, tokens.admin).post('soft_delete_vehicles', {
        enddate: inDays(-7),
      });
      expect(soft.statusCode).toBe(200);
      expect(soft.json()).toMatchObject({ message: 'Vehicles Soft Delete Successful' });
      expect(soft.json().count).toBeGreaterThanOrEqual(1);
      expect((await vehicleByPlate(t.app, 'OLD001')).status_flag).toBe(9);
      expect((await vehicleByPlate(t.app, 'OLD002', 'demo2')).status_flag).not.toBe(9);
      const again = await caller(t.app, tokens.admin).post('soft_delete_vehicles', {
        enddate: inDays(-7),
      });
      expect(again.json().count).toBe(0);

      const hard = await caller(t.app, tokens.admin).post('hard_delete_vehicles', {});
      expect(hard.json()).toMatchObject({ message: 'Vehicles Delete Successful' });
      expect(hard.json().count).toBeGreaterThanOrEqual(1);
      const left = await t.app.db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.hoaid, 'demo'), eq(vehicles.status_flag, 9)));
      expect(left).toHaveLength(0);
      await expect(vehicleByPlate(t.app, 'OLD001')).rejects.toThrow();
      expect(await vehicleByPlate(t.app, 'OLD002', 'demo2')).toBeDefined();
    });

    it('leaves a soft-deleted vehicle of another community alone', async () => {
      await addVehicle('demo2', 'OLD003', inDays(-20));
      await t.app.db.update(vehicles).set({ status_flag: 9 }).where(eq(vehicles.plate, 'OLD003'));
      await caller(t.app, tokens.admin).post('hard_delete_vehicles', {});
      expect((await vehicleByPlate(t.app, 'OLD003', 'demo2')).status_flag).toBe(9);
    });

    it('refuses readonly with the spec alert, other roles and a bad date', async () => {
      const readonly = await caller(t.app, tokens.readonly).post('hard_delete_vehicles', {});
      expect(readonly.statusCode).toBe(403);
      expect(readonly.json().message).toBe('not authorized to delete vehicle');
      expect(
        (await caller(t.app, tokens.owner).post('soft_delete_vehicles', { enddate: inDays(-7) }))
          .statusCode,
      ).toBe(403);
      expect((await caller(t.app, tokens.renter).post('hard_delete_vehicles', {})).statusCode).toBe(
        403,
      );
      expect(
        (await caller(t.app, tokens.admin).post('soft_delete_vehicles', { enddate: '2026-13-40' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('get_car_usage_renter_warning', () => {
    it('lists renter stays overlapping the window with the unit owner, sorted by unit and plate', async () => {
      await addVehicle('demo', 'USE002', inDays(-2));
      await addVehicle('demo', 'USE001', inDays(-1));
      const response = await caller(t.app, tokens.admin).post('get_car_usage_renter_warning', {
        which: 'renter',
        begindate: inDays(-14),
        enddate: inDays(0),
        hoaid: 'demo',
      });
      expect(response.statusCode).toBe(200);
      const rows = response.json<
        {
          plate: string;
          unitnumber: string;
          carownertype: string;
          hoaid: string;
          userdata: object;
          change_history: unknown[];
        }[]
      >();
      expect(rows.every((r) => r.carownertype === 'renter' && r.hoaid === 'demo')).toBe(true);
      const keys = rows.map((r) => `${r.unitnumber}|${r.plate}`);
      expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
      const usage = rows.find((r) => r.plate === 'USE001');
      expect(usage).toMatchObject({ number_of_changes: expect.any(Number), change_history: [] });
      expect(usage?.userdata).toMatchObject({
        email: expect.any(String),
        first_name: expect.any(String),
      });
    });

    it('lists owner vehicles for which owner', async () => {
      const response = await caller(t.app, tokens.admin).post('get_car_usage_renter_warning', {
        which: 'owner',
        begindate: inDays(-14),
        enddate: inDays(0),
        hoaid: 'demo',
      });
      const rows = response.json<{ carownertype: string }[]>();
      expect(rows.every((r) => r.carownertype !== 'renter')).toBe(true);
    });

    it('refuses non-admins, another community and a bad window', async () => {
      const body = { which: 'renter', begindate: inDays(-14), enddate: inDays(0), hoaid: 'demo' };
      expect(
        (await caller(t.app, tokens.readonly).post('get_car_usage_renter_warning', body))
          .statusCode,
      ).toBe(403);
      expect(
        (await caller(t.app, tokens.owner).post('get_car_usage_renter_warning', body)).statusCode,
      ).toBe(403);
      expect(
        (await caller(t.app, tokens.admin2).post('get_car_usage_renter_warning', body)).statusCode,
      ).toBe(403);
      const bad = { ...body, which: 'guest' };
      expect(
        (await caller(t.app, tokens.admin).post('get_car_usage_renter_warning', bad)).statusCode,
      ).toBe(400);
      const reversed = { ...body, begindate: inDays(1), enddate: inDays(-1) };
      expect(
        (await caller(t.app, tokens.admin).post('get_car_usage_renter_warning', reversed))
          .statusCode,
      ).toBe(400);
    });
  });
});
