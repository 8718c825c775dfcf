// Sign-in limits (ARCHITECTURE "Auth"): failures only, reset on success, 429 per
// address and per account-and-address pair, and only a slow-down for guessing spread over many
// addresses, with a mail to the admins for a community-wide PIN spray.
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DEMO_PASSWORD, readOutbox } from '../../helpers/requests';

const SLOWDOWN_MS = 300;

describe('owner and admin sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '10',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '15',
      RATE_LIMIT_SLOWDOWN_MS: String(SLOWDOWN_MS),
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  const login = (password: string, remoteAddress = '10.9.0.1', email = 'owner@demo.test') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password, hoaid: 'demo' },
      remoteAddress,
    });

  it('lets a resident sign in 20 times in a row', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures only and forgets them after a successful sign-in', async () => {
    // 7 + 7 failures on the pair (limit 10), 14 on the address (limit 15).
    for (let i = 0; i < 7; i += 1) expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 7; i += 1) expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('stops 10 bad passwords from one address while the right one from another works', async () => {
    for (let i = 0; i < 10; i += 1) expect((await login('wrong-password')).statusCode).toBe(401);
    const limited = await login(DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many attempts. Please wait and try again later.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const started = Date.now();
    expect((await login(DEMO_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
    // Ten failures on one account slow its other addresses down, without refusing them.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 20);
  });

  it('stops an address guessing across many accounts', async () => {
    for (let i = 0; i < 15; i += 1) {
      expect((await login('x', '10.9.1.1', `guess${i}@demo.test`)).statusCode).toBe(401);
    }
    expect((await login(DEMO_PASSWORD, '10.9.1.1')).statusCode).toBe(429);
    expect((await login(DEMO_PASSWORD, '10.9.1.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'owner@demo.test', password: 'wrong', hoaid: 'demo' },
        remoteAddress: '10.9.2.1',
        headers: { 'x-forwarded-for': `172.16.0.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await login(DEMO_PASSWORD, '10.9.2.1')).statusCode).toBe(429);
  });
});

describe('sign-in limits behind a reverse proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' });
  });
  afterAll(() => t.close());

  const login = (password: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'owner@demo.test', password, hoaid: 'demo' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it("limits each client by the proxy's X-Forwarded-For, not the proxy's address", async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await login('wrong', '203.0.113.5')).statusCode).toBe(401);
    expect((await login(DEMO_PASSWORD, '203.0.113.5')).statusCode).toBe(429);
    expect((await login(DEMO_PASSWORD, '203.0.113.6')).statusCode).toBe(200);
  });
});

describe('renter check-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_RENTER_PER_UNIT: '3',
      RATE_LIMIT_RENTER_PER_ADDRESS: '6',
      RATE_LIMIT_RENTER_PER_COMMUNITY: '9',
      RATE_LIMIT_SLOWDOWN_MS: String(SLOWDOWN_MS),
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  const checkIn = (unitnumber: string, pincode: string, remoteAddress: string, hoaid = 'demo') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/loginrenter',
      payload: { unitnumber, pincode, hoaid },
      remoteAddress,
    });

  it('stops PIN guesses on a unit from one address; the right PIN elsewhere still works', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await checkIn('101', `000${i}`, '10.0.0.1')).statusCode).toBe(401);
    }
    const limited = await checkIn('101', '1234', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect((await checkIn('101', '1234', '10.0.0.2')).statusCode).toBe(200);
  });

  it('stops an address guessing across units', async () => {
    for (let i = 0; i < 6; i += 1) await checkIn(`9${i}`, '0000', '10.1.1.1');
    expect((await checkIn('101', '1234', '10.1.1.1')).statusCode).toBe(429);
  });

  it('slows a community-wide PIN spray, never blocks a correct check-in, and mails the admins', async () => {
    // 20 wrong PINs over 10 addresses and 10 units: no single address or pair reaches its limit.
    for (let i = 0; i < 20; i += 1) {
      const response = await checkIn(`8${i % 10}`, '0000', `10.2.0.${i % 10}`);
      expect(response.statusCode).toBe(401);
    }
    const started = Date.now();
    const correct = await checkIn('101', '1234', '10.2.1.1');
    expect(correct.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 20);
    expect((await checkIn('101', '4321', '10.2.1.2', 'demo2')).statusCode).toBe(200);

    const alarms = async () => {
      for (let wait = 0; wait < 50; wait += 1) {
        const found = readOutbox(t.config.mailOutbox).filter((m) => m.subject.includes('PIN'));
        if (found.length > 0) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return [];
    };
    const mails = await alarms();
    // One alarm per window, to the community's administrators only.
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['admin@demo.test', 'Renter PIN guessing in demo'],
    ]);
  });
});
