import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DEMO_PASSWORD, login } from '../../helpers/requests';

describe('POST /api/users/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: payload as object });

  it('signs an owner in with the fields the login screen reads', async () => {
    const response = await post({
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
      hoaid: 'demo',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      role: 'owner',
      userid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      unitnumber: '101',
      name: 'Olivia Owner',
      email: 'owner@demo.test',
      hoaid: 'demo',
      has_read_terms: true,
      // The owner's own record, so the profile opens filled in.
      first_name: 'Olivia',
      last_name: 'Owner',
      phone: '302-555-0100',
    });
  });

  it('gives each login its role: admin, and readonly for an owner with crud read', async () => {
    expect((await login(t.app, 'admin@demo.test')).role).toBe('admin');
    expect((await login(t.app, 'readonly@demo.test')).role).toBe('readonly');
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await post({
      email: ' Owner@Demo.TEST ',
      password: DEMO_PASSWORD,
      hoaid: 'demo',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and the same message as an unknown e-mail', async () => {
    const wrong = await post({ email: 'owner@demo.test', password: 'nope', hoaid: 'demo' });
    const unknown = await post({ email: 'nobody@demo.test', password: 'nope', hoaid: 'demo' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'unauthorized' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a user of one community signing in to another community', async () => {
    const response = await post({
      email: 'owner@demo2.test',
      password: DEMO_PASSWORD,
      hoaid: 'demo',
    });
    expect(response.statusCode).toBe(401);
  });

  it('reports missing fields with the spec messages', async () => {
    const response = await post({ hoaid: 'demo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Please enter a valid email',
      password: 'Please enter a valid Password',
    });
  });

  it('reports empty and wrongly typed fields as 400', async () => {
    const empty = await post({ email: '  ', password: '', hoaid: 'demo' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.email).toBe('Please enter a valid email');
    const typed = await post({ email: 42, password: ['x'], hoaid: 'demo' });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors.password).toBe('Please enter a valid Password');
  });
});

describe('POST /api/users/loginrenter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  const post = (payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/users/loginrenter', payload, remoteAddress });

  it('checks a renter in with the unit and its PIN', async () => {
    const response = await post({ unitnumber: '101', pincode: '1234', hoaid: 'demo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.any(String),
      role: 'renter',
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      unitnumber: '101',
      renter_free_parking: 1,
      hoaid: 'demo',
    });
  });

  it('refuses a wrong PIN with 401', async () => {
    const response = await post({ unitnumber: '101', pincode: '9999', hoaid: 'demo' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid unit number or pin code');
  });

  it('refuses a unit that is not available for rent', async () => {
    const response = await post({ unitnumber: '102', pincode: '5678', hoaid: 'demo' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This unit is not available for rent');
  });

  it("refuses another community's PIN for the same unit number", async () => {
    const response = await post({ unitnumber: '101', pincode: '4321', hoaid: 'demo' });
    expect(response.statusCode).toBe(401);
    const own = await post({ unitnumber: '101', pincode: '4321', hoaid: 'demo2' });
    expect(own.statusCode).toBe(200);
    expect(own.json().hoaid).toBe('demo2');
  });

  it('reports missing unit and PIN with the spec messages', async () => {
    const response = await post({ hoaid: 'demo', unitnumber: '', pincode: 12 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      unitnumber: 'Please enter a valid unitnumber',
      pincode: 'Please enter a valid pincode',
    });
  });
});
