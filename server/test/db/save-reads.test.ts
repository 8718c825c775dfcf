// The reads a limit-checked save makes under the unit owner's lock, each in one statement
// (docs/adr/0040): the unit's night ledger (with the drop of dead payment holds), the counts with
// the community's spot types, and the plate rules. On PGlite and PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { NO_DATE } from '@parking/shared/domain';
import type { Executor } from '../../src/db/client';
import { listSpotTypes } from '../../src/db/queries/communities';
import { readUnitLedger } from '../../src/db/queries/stay-nights';
import { countUnitAndLot } from '../../src/db/queries/vehicle-counts';
import { payments, stayNights, users, vehicles } from '../../src/db/schema';
import { HOLD_MINUTES } from '../../src/payments/ledger';
import { checkPlateForSave } from '../../src/services/plate-lookup';
import { todayIn } from '../../src/util/dates';
import { HttpError } from '../../src/util/http-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { APP_START_MS } from '../helpers/vehicle-fixtures';

jest.setTimeout(APP_START_MS);

const TODAY = todayIn('America/New_York');
const UNIT = { hoaid: 'demo', unitnumber: '101' };

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('the reads of a save', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A payment of unit 101 made `minutesAgo` minutes ago, holding `night` for `plate`. */
  async function paidNight(plate: string, status: 'pending' | 'succeeded', minutesAgo: number) {
    const [payment] = await t.app.db
      .insert(payments)
      .values({
        ...UNIT,
        plate,
        vehicle_type: 'CAR',
        payer_role: 'owner',
        amount_cents: 500,
        nights: 1,
        startdate: TODAY,
        enddate: addDays(TODAY, 1),
        provider: 'sandbox',
        idempotency_key: `save-reads-${plate}`,
        status,
        created_at: sql`now() - make_interval(mins => ${minutesAgo})`,
      })
      .returning();
    await t.app.db.insert(stayNights).values({
      ...UNIT,
      plate_key: plate,
      night: TODAY,
      night_class: 'owner',
      payment_id: payment!.id,
      price_cents: 500,
    });
    return payment!.id;
  }

  const inTransaction = <T>(work: (tx: Executor) => Promise<T>) =>
    t.app.db.transaction((tx) => work(tx as unknown as Executor));

  it('reads the unit ledger in one statement, dropping and leaving out only dead holds', async () => {
    const dead = await paidNight('DEAD1', 'pending', HOLD_MINUTES + 5);
    const live = await paidNight('LIVE1', 'pending', 1);
    const paid = await paidNight('PAID1', 'succeeded', HOLD_MINUTES + 60);
    const ledger = await inTransaction((tx) => readUnitLedger(tx, UNIT, TODAY));

    const plates = ledger.nights.map((night) => night.plate_key).sort();
    expect(plates).toEqual(expect.arrayContaining(['LIVE1', 'PAID1']));
    expect(plates).not.toContain('DEAD1');
    expect(ledger.nights.find((night) => night.plate_key === 'LIVE1')).toEqual({
      plate_key: 'LIVE1',
      night: TODAY,
      payment_id: live,
      status: 'pending',
      price_cents: 500,
      vehicle_type: 'CAR',
    });
    expect(ledger.nights.find((night) => night.plate_key === 'PAID1')?.payment_id).toBe(paid);
    // The dead hold's night is gone from the table; the others stay.
    const left = await t.app.db
      .select({ payment_id: stayNights.payment_id })
      .from(stayNights)
      .where(and(eq(stayNights.hoaid, 'demo'), eq(stayNights.unitnumber, '101')));
    const ids = left.map((row) => row.payment_id);
    expect(ids).not.toContain(dead);
    expect(ids).toEqual(expect.arrayContaining([live, paid]));

    // The cars: the unit's onsite ones after today, none deleted, none of another unit.
    const expected = await t.app.db
      .select({ id: vehicles.id, enddate: vehicles.enddate, status_flag: vehicles.status_flag })
      .from(vehicles)
      .where(and(eq(vehicles.hoaid, 'demo'), eq(vehicles.unitnumber, '101')));
    const onsite = expected.filter((car) => car.enddate > TODAY && car.status_flag !== 9);
    expect(onsite.length).toBeGreaterThan(0);
    expect(ledger.cars.map((car) => car.id).sort()).toEqual(onsite.map((car) => car.id).sort());
    for (const car of ledger.cars) expect(car.enddate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers the community spot types with the counts, in the order listSpotTypes gives', async () => {
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
    const read = await inTransaction((tx) =>
      countUnitAndLot(tx, { ownerid: owner!.id, hoaid: 'demo', today: TODAY, enforce: false }),
    );
    const spots = await listSpotTypes(t.app.db, 'demo');
    expect(spots.length).toBeGreaterThan(1);
    expect(read.spots).toEqual(spots);
    expect(read.unit.ownercount).toBeGreaterThan(0);
  });

  describe('the plate rules in one read', () => {
    let ownerid: string;
    beforeAll(async () => {
      const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo.test'));
      ownerid = owner!.id;
    });
    const unit101 = (plate: string) => ({ ownerid, hoaid: 'demo', unitnumber: '101', plate });
    const plateOf = async (plate: string) =>
      (await t.app.db.select().from(vehicles).where(eq(vehicles.plate, plate)))[0]!;

    it('refuses a plate the unit has, unless it is the vehicle saved or deleted', async () => {
      const refusal = await checkPlateForSave(t.app.db, unit101('DEM101A'), TODAY).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ statusCode: 409 });
      const own = await plateOf('DEM101A');
      await expect(
        checkPlateForSave(t.app.db, unit101('DEM101A'), TODAY, own.id),
      ).resolves.toBeUndefined();
      await expect(
        checkPlateForSave(t.app.db, unit101('DUMPSTER'), TODAY),
      ).resolves.toBeUndefined();
    });

    it('warns of a plate onsite today for another unit, not of one offsite or deleted', async () => {
      const other = await t.app.db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.hoaid, 'demo'), sql`${vehicles.unitnumber} <> '101'`));
      const onsite = other.find((car) => car.enddate >= TODAY && car.status_flag !== 9)!;
      expect(onsite).toBeDefined();
      await expect(checkPlateForSave(t.app.db, unit101(onsite.plate), TODAY)).resolves.toBe(
        `Warning: this plate is already onsite for unit ${onsite.unitnumber}. Please check the plate.`,
      );
      await t.app.db.update(vehicles).set({ enddate: NO_DATE }).where(eq(vehicles.id, onsite.id));
      await expect(
        checkPlateForSave(t.app.db, unit101(onsite.plate), TODAY),
      ).resolves.toBeUndefined();
      await t.app.db
        .update(vehicles)
        .set({ enddate: addDays(TODAY, 3), status_flag: 9 })
        .where(eq(vehicles.id, onsite.id));
      await expect(
        checkPlateForSave(t.app.db, unit101(onsite.plate), TODAY),
      ).resolves.toBeUndefined();
    });
  });
});
