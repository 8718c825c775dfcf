import { eq } from 'drizzle-orm';
import { vehicles } from '../../../src/db/schema';
import { todayIn } from '../../../src/util/dates';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login } from '../../helpers/requests';

describe('POST /api/parking/get_unit_numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/parking/get_unit_numbers',
      payload,
      headers: token ? bearer(token) : {},
    });

  it("lists the owners' units sorted, each with its availability flag", async () => {
    const response = await post({ hoaid: 'demo', dstr: todayIn('America/New_York') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { unitnumber: '101', status_flag: 1 },
      { unitnumber: '102', status_flag: 0 },
      { unitnumber: '103', status_flag: 0 },
    ]);
  });

  it('refuses a missing hoaid, an unknown community and a foreign token', async () => {
    expect((await post({ dstr: '2026-01-01' })).statusCode).toBe(400);
    expect((await post({ hoaid: 'nowhere' })).statusCode).toBe(404);
    const owner = await login(t.app, 'owner@demo2.test', 'demo2');
    expect((await post({ hoaid: 'demo' }, owner.token)).statusCode).toBe(403);
  });
});

describe('POST /api/parking/get_parking_summary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/parking/get_parking_summary', payload, headers });
  const today = () => todayIn('America/New_York');

  it('counts vehicles onsite today against the lot size', async () => {
    const response = await post({ hoaid: 'demo', dstr: today() });
    expect(response.statusCode).toBe(200);
    // seed: 3 of the 6 demo vehicles have a checkout in the future
    expect(response.json()).toEqual({ spaces: 40, allcount: 3, available: 37 });
  });

  it('leaves out soft-deleted vehicles and those checked out before today', async () => {
    const [first] = await t.app.db.select().from(vehicles).where(eq(vehicles.plate, 'PIN101A'));
    await t.app.db
      .update(vehicles)
      .set({ status_flag: 9 })
      .where(eq(vehicles.id, first?.id ?? ''));
    const response = await post({ hoaid: 'demo2', dstr: today() });
    expect(response.json()).toEqual({ spaces: 20, allcount: 0, available: 20 });
  });

  it('never reports fewer than 0 available spaces', async () => {
    await t.app.db.execute(`update communities set parking_allowed_hoa = 2 where hoaid = 'demo'`);
    t.app.rowCache.clear();
    const response = await post({ hoaid: 'demo' });
    expect(response.json()).toEqual({ spaces: 2, allcount: 3, available: 0 });
    await t.app.db.execute(`update communities set parking_allowed_hoa = 40 where hoaid = 'demo'`);
    t.app.rowCache.clear();
  });

  it("refuses a client date more than a day away from the community's today", async () => {
    const refused = {
      message:
        "Your device's date is more than one day away from today's date. Please correct it and try again.",
      code: 'validation_error',
    };
    const farFuture = await post({ hoaid: 'demo', dstr: '2099-01-01' });
    expect(farFuture.statusCode).toBe(400);
    expect(farFuture.json()).toEqual(refused);
    const header = await post({ hoaid: 'demo' }, { browserdate: '2099-01-01' });
    expect(header.json()).toEqual(refused);
    // A date no reading understands says so.
    const malformed = await post({ hoaid: 'demo', dstr: 'yesterday' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message:
        "Your device's date could not be read. Please check your device's date and try again.",
      code: 'validation_error',
    });
    expect((await post({ hoaid: 'demo', dstr: today() })).json().allcount).toBe(3);
  });

  it('refuses a missing hoaid, an unknown community and a foreign token', async () => {
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ hoaid: 'nowhere' })).statusCode).toBe(404);
    const admin = await login(t.app, 'admin@demo.test');
    expect((await post({ hoaid: 'demo2' }, bearer(admin.token))).statusCode).toBe(403);
  });
});
