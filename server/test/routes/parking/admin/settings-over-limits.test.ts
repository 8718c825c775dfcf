// Settings that bite (docs/adr/0028): lowering the lot (updatehoa) or a unit's
// allowance (updateowner) below what is onsite now. A `preview: true` call counts the cars it
// would leave over a limit, before and after, and saves nothing; the spec's call (no preview)
// saves as the spec says and answers the same counts. updateowner without the allowance fields
// keeps the unit's exceptions. PGlite by default, PostgreSQL with DATABASE_URL.
import { eq } from 'drizzle-orm';
import type { SettingsSaveResponse } from '@parking/shared/domain';
import { communities, users } from '../../../../src/db/schema';
import { createTestApp, type TestApp } from '../../../helpers/test-app';
import { login } from '../../../helpers/requests';
import {
  APP_START_MS,
  caller,
  onsiteCount,
  setCommunity,
  setOwner,
} from '../../../helpers/vehicle-fixtures';

const NONE = { lot: 0, unit_cars: 0, units: 0 };

describe('settings that bite: cars over a lowered limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const admin = async () => caller(t.app, (await login(t.app, 'admin@demo.test')).token);
  const communityRow = async () => {
    const [row] = await t.app.db.select().from(communities).where(eq(communities.hoaid, 'demo'));
    if (!row) throw new Error('no demo community');
    return row;
  };
  const userRow = async (email: string) => {
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  };
  /** Every updatehoa field as stored now (the HOA Settings form sends them all). */
  const hoaSettings = async (patch: object = {}) => {
    const row = await communityRow();
    return {
      hoaid: 'demo',
      parking_allowed_unit: row.parking_allowed_unit,
      parking_allowed_renter: row.parking_allowed_renter,
      parking_allowed_hoa: row.parking_allowed_hoa,
      renter_free_parking_spots: row.renter_free_parking_spots,
      owner_free_parking_spots: row.owner_free_parking_spots,
      season_adjust_unit: row.season_adjust_unit,
      season_adjust_renter: row.season_adjust_renter,
      season_parking_fee_factor: row.season_parking_fee_factor,
      use_availability_factor: row.use_availability_factor,
      use_warning_status: row.use_warning_status,
      availability_warning_buffer: row.availability_warning_buffer,
      parking_information_url: row.parking_information_url ?? '',
      ...patch,
    };
  };
  /** The spec's updateowner payload of an owner as stored now, without the allowance fields. */
  const specOwnerEdit = async (email: string, patch: object = {}) => {
    const row = await userRow(email);
    return {
      owner_id: row.id,
      owner_email: row.email,
      owner_name: row.name,
      owner_fname: row.first_name,
      owner_lname: row.last_name,
      owner_phone: row.phone || '302-555-0100',
      owner_pincode: row.pincode || '1234',
      status_flag: row.status_flag,
      hoaid: 'demo',
      ...patch,
    };
  };
  const lotOnsite = async () => {
    const summary = await caller(t.app).post('get_parking_summary', { hoaid: 'demo' });
    return summary.json<{ allcount: number }>().allcount;
  };

  it('counts the cars a lower lot limit leaves over it on a preview and saves nothing', async () => {
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: 40 });
    const onsite = await lotOnsite();
    expect(onsite).toBeGreaterThanOrEqual(2);
    const lowered = onsite - 2;
    const preview = await (
      await admin()
    ).post('updatehoa', await hoaSettings({ parking_allowed_hoa: lowered, preview: true }));
    expect(preview.statusCode).toBe(200);
    const body = preview.json<SettingsSaveResponse>();
    expect(body.over_limits).toMatchObject({ lot: 2 });
    expect(body.over_limits_before).toEqual(NONE);
    expect(body.message).toMatch(/^With these limits there will be 2 cars over the lot limit/);
    expect((await communityRow()).parking_allowed_hoa).toBe(40);
  });

  it("saves a spec client's lower lot limit and answers how many cars are over", async () => {
    const onsite = await lotOnsite();
    const saved = await (
      await admin()
    ).post('updatehoa', await hoaSettings({ parking_allowed_hoa: onsite - 1 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'HOA Update Success',
      over_limits: { lot: 1 },
      over_limits_before: NONE,
    });
    expect((await communityRow()).parking_allowed_hoa).toBe(onsite - 1);
    // A lot limit of 0 means "no limit": nothing is over it.
    const unlimited = await (
      await admin()
    ).post('updatehoa', await hoaSettings({ parking_allowed_hoa: 0, preview: true }));
    expect(unlimited.json().over_limits.lot).toBe(0);
    expect(unlimited.json().over_limits_before.lot).toBe(1);
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: 40 });
  });

  it("counts the cars over every unit's lowered allowance in HOA Settings", async () => {
    const owner = await userRow('owner@demo.test');
    const unitOnsite = await onsiteCount(t.app, 'demo', '101');
    expect(unitOnsite).toBeGreaterThanOrEqual(2);
    expect(owner.parking_allowed).toBeNull(); // unit 101 follows the community
    const { season_adjust_unit } = await communityRow();
    const preview = await (
      await admin()
    ).post(
      'updatehoa',
      await hoaSettings({
        parking_allowed_unit: season_adjust_unit + 1,
        parking_allowed_renter: 1,
        renter_free_parking_spots: 0,
        owner_free_parking_spots: 0,
        preview: true,
      }),
    );
    expect(preview.statusCode).toBe(200);
    const { over_limits } = preview.json<SettingsSaveResponse>();
    // Unit 101 keeps one car of its maximum of 1: the others are over.
    expect(over_limits.unit_cars).toBeGreaterThanOrEqual(unitOnsite - 1);
    expect(over_limits.units).toBeGreaterThanOrEqual(1);
    expect(preview.json().message).toMatch(/over the unit limit in \d+ units?/);
  });

  it("counts a unit's cars over its lowered allowance in Modify Owner, preview first", async () => {
    const unitOnsite = await onsiteCount(t.app, 'demo', '101');
    const edit = await specOwnerEdit('owner@demo.test', {
      parking_allowed: 2,
      owner_free_parking: 0,
      renter_free_parking: 0,
    });
    const { season_adjust_unit } = await communityRow();
    const max = Math.max(0, 2 - season_adjust_unit);
    const preview = await (await admin()).post('updateowner', { ...edit, preview: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      over_limits: { lot: 0, unit_cars: unitOnsite - max, units: 1 },
      over_limits_before: { lot: 0 },
    });
    expect((await userRow('owner@demo.test')).parking_allowed).toBeNull();

    const saved = await (await admin()).post('updateowner', edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Update Owner Success',
      over_limits: { unit_cars: unitOnsite - max, units: 1 },
    });
    expect((await userRow('owner@demo.test')).parking_allowed).toBe(2);
  });

  it("keeps the unit's exceptions when updateowner leaves the allowance fields out", async () => {
    await setOwner(t.app, 'owner2@demo.test', {
      parking_allowed: 6,
      parking_allowed_renter: 2,
      owner_free_parking: 1,
      renter_free_parking: null,
    });
    const edit = await specOwnerEdit('owner2@demo.test', { owner_phone: '302-555-0444' });
    const saved = await (await admin()).post('updateowner', edit);
    expect(saved.statusCode).toBe(200);
    expect(await userRow('owner2@demo.test')).toMatchObject({
      phone: '302-555-0444',
      parking_allowed: 6,
      parking_allowed_renter: 2,
      owner_free_parking: 1,
      renter_free_parking: null,
    });
    // Sent, an empty value or null still returns a field to the community default.
    const reset = await (
      await admin()
    ).post('updateowner', { ...edit, parking_allowed: '', owner_free_parking: null });
    expect(reset.statusCode).toBe(200);
    expect(await userRow('owner2@demo.test')).toMatchObject({
      parking_allowed: null,
      parking_allowed_renter: 2,
      owner_free_parking: null,
    });
    // A kept exception is still checked with the new values: free spots above the allowance.
    await setOwner(t.app, 'owner2@demo.test', { parking_allowed: 2 });
    const refused = await (await admin()).post('updateowner', { ...edit, owner_free_parking: 5 });
    expect(refused.statusCode).toBe(400);
    expect((await userRow('owner2@demo.test')).owner_free_parking).toBeNull();
  });

  it('refuses a preview that is not true or false, and changes nothing', async () => {
    const response = await (
      await admin()
    ).post('updatehoa', await hoaSettings({ parking_allowed_hoa: 1, preview: 'yes' }));
    expect(response.statusCode).toBe(400);
    expect((await communityRow()).parking_allowed_hoa).toBe(40);
  });
});
