// The demo's past (docs/adr/0030): 90 days of stays, guest invitations, renter payments with
// their night rows, violations and audit entries before today, seeded once. PGlite by default,
// PostgreSQL with DATABASE_URL.
import { and, eq, like, sql } from 'drizzle-orm';
import type { Invitation, PaymentsResponse } from '@parking/shared/domain';
import {
  auditLog,
  invitationVehicles,
  invitations,
  payments,
  stayNights,
  vehicleChanges,
  vehicles,
  violations,
} from '../../src/db/schema';
import { HISTORY_DAYS, seedDemoHistory } from '../../src/db/seed/history';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { login } from '../helpers/requests';
import { APP_START_MS, caller, inDays, onsiteCount, today } from '../helpers/vehicle-fixtures';

describe('demo history seed', () => {
  let t: TestApp;
  let onsiteBefore: number;
  beforeAll(async () => {
    t = await createTestApp();
    onsiteBefore = await onsiteCount(t.app, 'demo', '101');
    expect(await seedDemoHistory(t.app.db)).toBe(true);
  }, APP_START_MS);
  afterAll(() => t.close());

  const historyCars = () =>
    t.app.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.hoaid, 'demo'), like(vehicles.plate, 'HST%')));

  it('is idempotent: a second run writes nothing', async () => {
    const before = (await historyCars()).length;
    expect(await seedDemoHistory(t.app.db)).toBe(false);
    expect(await historyCars()).toHaveLength(before);
  });

  it('has stays of owners, family, guests and renters within the last 90 days, none onsite now', async () => {
    const cars = await historyCars();
    expect(cars.length).toBeGreaterThan(20);
    expect(new Set(cars.map((car) => car.carownertype))).toEqual(
      new Set(['owner', 'family', 'visitor', 'renter']),
    );
    for (const car of cars) {
      expect(car.startdate >= inDays(-HISTORY_DAYS)).toBe(true);
      expect(car.enddate === '1970-01-01' || car.enddate < today()).toBe(true);
    }
    // Nothing of the past takes a space today.
    expect(await onsiteCount(t.app, 'demo', '101')).toBe(onsiteBefore);
    const changes = await t.app.db
      .select({ vehicle: vehicleChanges.vehicle_id, n: sql<number>`count(*)::int` })
      .from(vehicleChanges)
      .where(sql`${vehicleChanges.vehicle_id} in (select id from vehicles where plate like 'HST%')`)
      .groupBy(vehicleChanges.vehicle_id);
    // The History count and the history popup agree.
    for (const car of cars) {
      expect(changes.find((row) => row.vehicle === car.id)?.n).toBe(car.number_of_changes);
    }
  });

  it('never had more cars of a unit on a night than the unit may have (5 in demo)', async () => {
    const result = (await t.app.db.execute(sql`
      select v.unitnumber, d.night, count(*)::int as cars
        from vehicle_changes c
        join vehicles v on v.id = c.vehicle_id
        cross join lateral generate_series(c.startdate, c.enddate - 1, interval '1 day') as d(night)
       where v.plate like 'HST%' and c.enddate <> '1970-01-01'
       group by v.unitnumber, d.night
       order by cars desc
       limit 1`)) as unknown as { rows: { cars: number }[] };
    // Two spaces for the owner's and family cars, one for a guest, one for a renter.
    expect(Number(result.rows[0]?.cars)).toBeLessThanOrEqual(4);
  });

  it('renters paid their nights: one night row per paid night, amounts add up', async () => {
    const paid = await t.app.db
      .select()
      .from(payments)
      .where(like(payments.idempotency_key, 'demo-history-%'));
    expect(paid.length).toBeGreaterThan(0);
    for (const payment of paid) {
      expect(payment.status).toBe('succeeded');
      expect(payment.transaction_id).toMatch(/^sbx_[0-9a-f]{24}$/);
      const nights = await t.app.db
        .select()
        .from(stayNights)
        .where(eq(stayNights.payment_id, payment.id));
      expect(nights.map((row) => row.night).sort()).toEqual([...payment.covered_nights].sort());
      expect(nights.reduce((sum, row) => sum + row.price_cents, 0)).toBe(payment.amount_cents);
      expect(payment.enddate < today()).toBe(true);
    }
    // The owner's Payments list reads them.
    const owner = await login(t.app, 'owner@demo.test');
    const list = await caller(t.app, owner.token).post('get_payments', { hoaid: 'demo' });
    expect(list.statusCode).toBe(200);
    const ids = list.json<PaymentsResponse>().payments.map((row) => row.transaction_id);
    for (const payment of paid) expect(ids).toContain(payment.transaction_id);
  });

  it('guests came through invitations that are used, expired or revoked now', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const list = await caller(t.app, owner.token).post('get_invitations', {});
    expect(list.statusCode).toBe(200);
    const statuses = new Set(list.json<Invitation[]>().map((row) => row.status));
    expect(statuses.has('open')).toBe(false);
    expect(statuses.has('used')).toBe(true);
    const links = await t.app.db.select().from(invitationVehicles);
    const used = await t.app.db.select().from(invitations).where(eq(invitations.used_count, 1));
    expect(links.length).toBe(used.length);
  });

  it('has violations and an audit entry for every change', async () => {
    const found = await t.app.db.select().from(violations).where(eq(violations.hoaid, 'demo'));
    expect(found.length).toBeGreaterThanOrEqual(8);
    const kinds = await t.app.db
      .select({ kind: auditLog.kind, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.hoaid, 'demo'));
    const seen = new Set(kinds.map((row) => `${row.kind} ${row.action}`));
    for (const expected of [
      'vehicle create',
      'vehicle status',
      'invitation create',
      'invitation accept',
      'payment pay',
      'violation create',
    ]) {
      expect(seen.has(expected)).toBe(true);
    }
    const admin = await login(t.app, 'admin@demo.test');
    const log = await caller(t.app, admin.token).post('get_audit_log', { hoaid: 'demo' });
    expect(log.statusCode).toBe(200);
  });
});
