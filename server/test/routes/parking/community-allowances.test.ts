// The community's settings drive every unit's limits; a unit may carry its own
// value as an explicit exception (docs/adr/0007); the seed starts inside its limits.
import type { ActiveCountData, Owner } from '@parking/shared/domain';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login, loginRenter } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  setOwner,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';

const OVER_UNIT_LIMIT =
  'The maximum number of active parking spaces for this unit has been reached: ';

// The demo community's HOA Settings as seeded (updatehoa sends them all).
const demoSettings = {
  hoaid: 'demo',
  parking_allowed_unit: 4,
  parking_allowed_renter: 2,
  parking_allowed_hoa: 40,
  renter_free_parking_spots: 1,
  owner_free_parking_spots: 2,
  season_adjust_unit: 1,
  season_adjust_renter: 0,
  season_parking_fee_factor: 1.25,
  use_availability_factor: true,
  use_warning_status: 1,
  availability_warning_buffer: 5,
  parking_information_url: '',
};

describe('Community allowances and unit exceptions (spec §9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const admin = async () => caller(t.app, (await login(t.app, 'admin@demo.test')).token);
  const activeCount = async (email: string) => {
    const session = await login(t.app, email);
    const response = await caller(t.app, session.token).post('get_active_count', {
      hoaid: 'demo',
      ownerid: session.userid,
      dstr: inDays(0),
    });
    expect(response.statusCode).toBe(200);
    return response.json<ActiveCountData>();
  };

  it('starts the demo seed inside its limits, so a renter of unit 101 can add a car', async () => {
    // The renter checks in with the demo PIN and sees room in the unit.
    const renter = await loginRenter(t.app, '101', '1234');
    const counts = await caller(t.app, renter.token).post('get_active_count', {
      hoaid: 'demo',
      ownerid: renter._id,
      dstr: inDays(0),
    });
    const data = counts.json<ActiveCountData>();
    expect(data.ownercount + data.rentercount).toBeLessThan(data.maxunitactive);
    expect(data).toMatchObject({ maxunitactive: 3, ownercountok: true, rentercountok: true });

    const added = await caller(t.app, renter.token).post(
      'insert_vehicle',
      vehicleForm({ carownertype: 'renter', plate: 'RNT7001' }),
    );
    expect(added.statusCode).toBe(201);
  });

  it('lowers the limit of a unit without an exception when HOA Settings change, and refuses its next car with the new number', async () => {
    const before = await activeCount('owner@demo.test');
    expect(before.maxunitactive).toBe(3); // 4 - season_adjust_unit 1

    const saved = await (
      await admin()
    ).post('updatehoa', { ...demoSettings, parking_allowed_unit: 2 });
    expect(saved.statusCode).toBe(200);
    // docs/adr/0028: the answer counts the cars the lower limit leaves over it.
    expect(saved.json()).toMatchObject({
      message: 'HOA Update Success',
      over_limits_before: { lot: 0, unit_cars: 0, units: 0 },
    });

    const after = await activeCount('owner@demo.test');
    expect(after).toMatchObject({ maxunitactive: 1, ownercountok: false });
    expect(after.user.parking_allowed).toBe(1);

    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const refused = await owner.post(
      'insert_vehicle',
      vehicleForm({ plate: 'LOW0001', enddate: inDays(1) }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: `${OVER_UNIT_LIMIT}1`,
      code: 'over_owner_parking_limit',
    });
    await (await admin()).post('updatehoa', demoSettings);
  });

  it('keeps the limit of a unit with an exception when HOA Settings change', async () => {
    const owners = await (await admin()).post('get_all_owners', { hoaid: 'demo' });
    const unit102 = owners.json<Owner[]>().find((o) => o.unitnumber === '102');
    if (!unit102) throw new Error('no unit 102');
    const exception = await (
      await admin()
    ).post('updateowner', {
      owner_id: unit102._id,
      owner_email: unit102.email,
      owner_name: unit102.name,
      owner_fname: unit102.first_name,
      owner_lname: unit102.last_name,
      owner_phone: unit102.phone,
      owner_pincode: unit102.pincode,
      parking_allowed: 6,
      parking_allowed_renter: 'community default',
      owner_free_parking: null,
      renter_free_parking: null,
      status_flag: unit102.status_flag,
      hoaid: 'demo',
    });
    expect(exception.statusCode).toBe(200);

    await (await admin()).post('updatehoa', { ...demoSettings, parking_allowed_unit: 2 });
    expect((await activeCount('owner2@demo.test')).maxunitactive).toBe(5); // 6 - season 1
    expect((await activeCount('owner@demo.test')).maxunitactive).toBe(1);

    // The owners list shows the effective values and marks the exception.
    const list = await (await admin()).post('get_all_owners', { hoaid: 'demo' });
    const rows = list.json<Owner[]>();
    expect(rows.find((o) => o.unitnumber === '102')).toMatchObject({
      parking_allowed: 5,
      unit_allowance: { parking_allowed: 6, parking_allowed_renter: null },
    });
    expect(rows.find((o) => o.unitnumber === '101')).toMatchObject({
      parking_allowed: 1,
      parking_allowed_renter: 2,
      owner_free_parking: 1, // the community's 2 free spots, never above the unit's 1 space
      unit_allowance: {
        parking_allowed: null,
        parking_allowed_renter: null,
        owner_free_parking: null,
        renter_free_parking: null,
      },
    });
    await (await admin()).post('updatehoa', demoSettings);
  });

  it('refuses free spots above the allowance they belong to, on an owner and on HOA Settings', async () => {
    const owners = await (await admin()).post('get_all_owners', { hoaid: 'demo' });
    const unit101 = owners.json<Owner[]>().find((o) => o.unitnumber === '101');
    if (!unit101) throw new Error('no unit 101');
    const edit = await (
      await admin()
    ).post('updateowner', {
      owner_id: unit101._id,
      owner_email: unit101.email,
      owner_name: unit101.name,
      owner_fname: unit101.first_name,
      owner_lname: unit101.last_name,
      owner_phone: unit101.phone,
      owner_pincode: unit101.pincode,
      parking_allowed: 1,
      parking_allowed_renter: null,
      owner_free_parking: 9,
      renter_free_parking: null,
      status_flag: 1,
      hoaid: 'demo',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({
      owner_free_parking:
        'Owner free spots cannot be more than the spaces allowed for the unit (1)',
    });

    const settings = await (
      await admin()
    ).post('updatehoa', {
      ...demoSettings,
      renter_free_parking_spots: 3,
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().errors).toEqual({
      renter_free_parking_spots:
        'Renter free spots cannot be more than the renter spaces allowed (2)',
    });

    const negative = await (
      await admin()
    ).post('updateowner', {
      owner_id: unit101._id,
      owner_email: unit101.email,
      owner_fname: unit101.first_name,
      owner_lname: unit101.last_name,
      owner_phone: unit101.phone,
      owner_pincode: unit101.pincode,
      parking_allowed: -1,
      status_flag: 1,
      hoaid: 'demo',
    });
    expect(negative.statusCode).toBe(400);
  });

  it('registers an owner on the community defaults unless the admin sets an exception', async () => {
    const { token } = await login(t.app, 'admin@demo.test');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: bearer(token),
      payload: {
        first_name: 'Nora',
        last_name: 'New',
        phone: '302-555-0190',
        email: 'nora@demo.test',
        unitnumber: '110',
        pincode: '7777',
        password: 'A-long-password-2026',
        password2: 'A-long-password-2026',
        parking_allowed: '',
        parking_allowed_renter: 'community default',
        hoaid2: 'demo',
        hoaid: 'demo',
        role: 'owner',
      },
    });
    expect(registered.statusCode).toBe(201);
    const owners = await (await admin()).post('get_all_owners', { hoaid: 'demo' });
    expect(owners.json<Owner[]>().find((o) => o.unitnumber === '110')).toMatchObject({
      parking_allowed: 3,
      unit_allowance: { parking_allowed: null, parking_allowed_renter: null },
    });
  });

  it('uses the seeded owner rows as community defaults (no exceptions in the seed)', async () => {
    await setOwner(t.app, 'owner2@demo.test', { parking_allowed: null });
    const owners = await (await admin()).post('get_all_owners', { hoaid: 'demo' });
    for (const owner of owners.json<Owner[]>().filter((o) => o.role === 'owner')) {
      expect(owner.parking_allowed).toBe(3);
    }
  });
});
