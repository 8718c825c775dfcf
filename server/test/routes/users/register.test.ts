import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, linkIn, login, readOutbox } from '../../helpers/requests';

const newOwner = {
  first_name: 'Nina',
  last_name: 'Newcomer',
  phone: '302-555-0177',
  email: 'Nina@Example.test',
  unitnumber: '204',
  pincode: '2468',
  password: 'first-pass-2026',
  password2: 'first-pass-2026',
  parking_allowed: 3,
  parking_allowed_renter: 2,
  owner_free_parking: 1,
  renter_free_parking: 1,
  hoaid2: 'demo',
  hoaid: 'demo',
  role: 'owner',
};

describe('POST /api/users/register', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await login(t.app, 'admin@demo.test')).token;
  });
  afterAll(() => t.close());

  const register = (payload: object, token = adminToken) =>
    t.app.inject({ method: 'POST', url: '/api/users/register', payload, headers: bearer(token) });

  it('lets an admin register an owner, who can log in once the mailed link is opened', async () => {
    const response = await register(newOwner);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Thank You.  User has been registered.',
      userid: expect.any(String),
    });
    await t.app.jobs.idle(); // the mail goes out through the job queue
    const mail = readOutbox(t.config.mailOutbox).find((m) => m.to === 'nina@example.test');
    expect(mail?.subject).toMatch(/verify/i);
    // A new account signs in only after verifying its e-mail.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nina@example.test', password: 'first-pass-2026', hoaid: 'demo' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(
      'Please verify your e-mail address first: open the link in the mail we sent you.',
    );
    const verify = await t.app.inject({ method: 'GET', url: linkIn(mail!, '/api/users/verify/') });
    expect(verify.statusCode).toBe(302);
    const owner = await login(t.app, 'nina@example.test', 'demo', 'first-pass-2026');
    expect(owner).toMatchObject({ role: 'owner', unitnumber: '204', name: 'Nina Newcomer' });
  });

  it('refuses an e-mail already registered in the community with 409', async () => {
    const response = await register({ ...newOwner, email: 'owner@demo.test', unitnumber: '999' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ email: 'Email already registered' });
  });

  it('refuses a second owner for a unit with 409', async () => {
    const response = await register({
      ...newOwner,
      email: 'second@example.test',
      unitnumber: '101',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ unitnumber: 'Unit already has an owner' });
  });

  it('reports missing and mismatched fields per field', async () => {
    const response = await register({ hoaid: 'demo', password: 'a', password2: 'b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      first_name: 'First name field is required',
      last_name: 'Last name field is required',
      email: 'Email field is required',
      phone: 'Phone field is required',
      pincode: 'Pin Code field is required',
    });
    const mismatch = await register({ ...newOwner, email: 'x@example.test', password2: 'other' });
    expect(mismatch.json().errors).toEqual({ password2: 'Passwords must be the same' });
    const malformed = await register({ ...newOwner, email: 'not-an-email', parking_allowed: -1 });
    expect(malformed.json().errors).toEqual({
      email: 'Invalid Email Format',
      parking_allowed: 'parking_allowed must be a whole number of at least 0, or community default',
    });
  });

  it('requires a signed-in admin', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newOwner,
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await login(t.app, 'owner@demo.test');
    expect((await register(newOwner, owner.token)).statusCode).toBe(403);
    const readonly = await login(t.app, 'readonly@demo.test');
    expect((await register(newOwner, readonly.token)).statusCode).toBe(403);
  });

  it('refuses an admin registering into another community', async () => {
    const otherAdmin = await login(t.app, 'admin@demo2.test', 'demo2');
    const response = await register({ ...newOwner, email: 'cross@example.test' }, otherAdmin.token);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/users/verify/:userid/:token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await login(t.app, 'admin@demo.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newOwner,
      headers: bearer(admin.token),
    });
    await t.app.jobs.idle();
  });
  afterAll(() => t.close());

  const verifyLink = () => {
    const mail = readOutbox(t.config.mailOutbox).find((m) => m.to === 'nina@example.test');
    if (!mail) throw new Error('no verification mail');
    return linkIn(mail, '/api/users/verify/');
  };

  it('refuses a wrong token: redirects to noverify', async () => {
    const [, , , , userid] = verifyLink().split('/');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/verify/${userid}/wrong`,
    });
    expect(response.statusCode).toBe(302);
    // No e-mail in any redirect.
    expect(response.headers.location).toBe(`/userverification/noverify/${userid}/demo/-`);
  });

  it('reveals nothing of a user to a wrong token: not the community, not the state', async () => {
    const other = await login(t.app, 'owner@demo2.test', 'demo2');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/verify/${other.userid}/wrong`,
    });
    // The default community, the same answer as for an unverified or unknown user.
    expect(response.headers.location).toBe(`/userverification/noverify/${other.userid}/demo/-`);
  });

  it('verifies the address from the mailed link and redirects to the verify page', async () => {
    const link = verifyLink();
    const userid = link.split('/')[4];
    const response = await t.app.inject({ method: 'GET', url: link });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/userverification/verify/${userid}/demo/-`);
    const again = await t.app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toContain('/userverification/verify/');
  });

  it('answers an unknown user id like a wrong token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/verify/not-a-user/abc' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/userverification/noverify/not-a-user/demo/-');
  });
});
