import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login, loginRenter } from '../../helpers/requests';
import { APP_START_MS, caller, setVehicle } from '../../helpers/vehicle-fixtures';

describe('Owner profile: changepin, changename, changeavailability, changerulesandregs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${url}`,
      payload,
      headers: token ? bearer(token) : {},
    });
  const checkin = (pincode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/loginrenter',
      payload: { unitnumber: '101', pincode, hoaid: 'demo' },
    });
  const renterStillSignedIn = async (token: string) =>
    (
      await caller(t.app, token).post('get_count_by_owner', {
        ownerid: (await login(t.app, 'owner@demo.test')).userid,
      })
    ).statusCode;

  it("changes the owner's PIN and ends the unit's renter sessions", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const renter = await loginRenter(t.app, '101', '1234');
    expect(await renterStillSignedIn(renter.token)).toBe(200);
    const response = await post(
      'changepin',
      { userid: owner.userid, pincode: '9876' },
      owner.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Change PIN Success' });
    expect(await renterStillSignedIn(renter.token)).toBe(401);
    expect((await checkin('1234')).statusCode).toBe(401);
    expect((await checkin('9876')).statusCode).toBe(200);
  });

  it("refuses another user's PIN, readonly owners and an empty PIN", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const other = await login(t.app, 'owner2@demo.test');
    const refused = await post('changepin', { userid: other.userid, pincode: '1111' }, owner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('not authorized to change owner');
    const reader = await login(t.app, 'readonly@demo.test');
    expect(
      (await post('changepin', { userid: reader.userid, pincode: '1111' }, reader.token))
        .statusCode,
    ).toBe(403);
    const empty = await post('changepin', { userid: owner.userid, pincode: ' ' }, owner.token);
    expect(empty.json().errors).toEqual({ pincode: 'Pin Code field is required' });
    expect((await post('changepin', { userid: owner.userid, pincode: '1' })).statusCode).toBe(401);
  });

  it('changes the name and phone but never the unit number', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const body = {
      which: 'owner',
      userid: owner.userid,
      name: '',
      fname: 'Liv',
      lname: 'Owner',
      unitnumber: '101',
      phone: '302-555-0111',
    };
    const response = await post('changename', body, owner.token);
    expect(response.json()).toEqual({ message: 'Change Name Success' });
    expect((await login(t.app, 'owner@demo.test')).name).toBe('Liv Owner');
    const moved = await post('changename', { ...body, unitnumber: '999' }, owner.token);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ unitnumber: 'Unit number cannot be changed' });
    const missing = await post('changename', { userid: owner.userid }, owner.token);
    expect(missing.json().errors).toEqual({
      fname: 'First name field is required',
      lname: 'Last name field is required',
      phone: 'Phone field is required',
    });
  });

  it('makes the unit unavailable, which refuses check-in and ends renter sessions for good', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const renter = await loginRenter(t.app, '101', '9876');
    const off = await post(
      'changeavailability',
      { userid: owner.userid, status_flag: 0 },
      owner.token,
    );
    expect(off.json()).toEqual({ message: 'Change Availability Success' });
    expect((await checkin('9876')).statusCode).toBe(403);
    expect(
      (await post('changeavailability', { userid: owner.userid, status_flag: 1 }, owner.token))
        .statusCode,
    ).toBe(200);
    expect(await renterStillSignedIn(renter.token)).toBe(401);
    expect((await checkin('9876')).statusCode).toBe(200);
    const bad = await post(
      'changeavailability',
      { userid: owner.userid, status_flag: 7 },
      owner.token,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('refuses null, true and strings where spec §3 says 0 or 1', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    for (const value of [null, true, false, '1', '']) {
      const availability = await post(
        'changeavailability',
        { userid: owner.userid, status_flag: value },
        owner.token,
      );
      expect(availability.statusCode).toBe(400);
      expect(availability.json().errors).toEqual({ status_flag: 'status_flag must be 0 or 1' });
      const terms = await post(
        'changerulesandregs',
        { userid: owner.userid, terms: value, termsaccepted: true },
        owner.token,
      );
      expect(terms.statusCode).toBe(400);
      expect(terms.json().errors).toEqual({ terms: 'terms must be 0 or 1' });
    }
  });

  it('records the acknowledgement of the rules and regulations', async () => {
    const owner = await login(t.app, 'owner2@demo.test');
    const accept = await post(
      'changerulesandregs',
      { userid: owner.userid, terms: 1, termsaccepted: true },
      owner.token,
    );
    expect(accept.json()).toEqual({ message: 'Acknowledge Rules Success' });
    expect((await login(t.app, 'owner2@demo.test')).has_read_terms).toBe(true);
    // Terms 0 is not answered 'Acknowledge Rules Success': the rules stand unaccepted.
    const notAccepted = await post(
      'changerulesandregs',
      { userid: owner.userid, terms: 0, termsaccepted: false },
      owner.token,
    );
    expect(notAccepted.json()).toEqual({
      message: 'Please acknoledge you have read and accept the rules and regulations.',
    });
    expect((await login(t.app, 'owner2@demo.test')).has_read_terms).toBe(false);
    const renter = await loginRenter(t.app, '101', '9876');
    const byRenter = await post(
      'changerulesandregs',
      { userid: renter._id, terms: 1, termsaccepted: true },
      renter.token,
    );
    expect(byRenter.statusCode).toBe(403);
  });
});

describe('POST /api/users/deleteowner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const post = (payload: object, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/deleteowner',
      payload,
      headers: bearer(token),
    });
  const used = async () =>
    (await caller(t.app).post('get_parking_summary', { hoaid: 'demo' })).json().allcount;

  it('refuses readonly owners, other owners and an admin row', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const other = await login(t.app, 'owner2@demo.test');
    const admin = await login(t.app, 'admin@demo.test');
    const reader = await login(t.app, 'readonly@demo.test');
    const byReader = await post({ userid: other.userid }, reader.token);
    expect(byReader.statusCode).toBe(403);
    expect(byReader.json().message).toBe('not authorized to delete owner');
    expect((await post({ userid: other.userid }, owner.token)).statusCode).toBe(403);
    expect((await post({ userid: admin.userid }, admin.token)).statusCode).toBe(403);
    const foreign = await login(t.app, 'owner@demo2.test', 'demo2');
    expect((await post({ userid: foreign.userid }, admin.token)).statusCode).toBe(404);
  });

  it('lets an owner delete their own account once no car of the unit is onsite', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    expect(await used()).toBe(3);
    expect((await post({ userid: owner.userid }, owner.token)).statusCode).toBe(409);
    for (const plate of ['DEM101A', 'RNT0101']) {
      await setVehicle(t.app, plate, { enddate: '1970-01-01' });
    }
    const response = await post({ userid: owner.userid }, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Owner Deleted' });
    expect(await used()).toBe(1); // unit 102's DEM102A stays
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'owner@demo.test', password: 'demo-pass-2026', hoaid: 'demo' },
    });
    expect(again.statusCode).toBe(401);
  });

  it('lets an admin delete an owner of the community', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const other = await login(t.app, 'owner2@demo.test');
    expect((await post({ userid: other.userid }, admin.token)).statusCode).toBe(409);
    await setVehicle(t.app, 'DEM102A', { enddate: '1970-01-01' });
    const response = await post({ userid: other.userid }, admin.token);
    expect(response.json()).toEqual({ message: 'Owner Deleted' });
    expect(await used()).toBe(0);
  });
});
