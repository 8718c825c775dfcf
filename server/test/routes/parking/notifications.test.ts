import { eq } from 'drizzle-orm';
import { notifications } from '../../../src/db/schema';
import { todayIn } from '../../../src/util/dates';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login, loginRenter } from '../../helpers/requests';

const feedback = {
  notify_type: 'NOISE',
  notify_name: 'Jamie Guest',
  notify_phone: '302-555-0133',
  notify_unit: '101',
  notify_plate: '',
  notify_description: 'Loud music after midnight at the pool.',
  notify_date: '',
  notify_time: '',
};

describe('POST /api/parking/insert_notification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  const post = (payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/parking/insert_notification',
      payload,
      headers: token ? bearer(token) : {},
    });

  it('records feedback from an anonymous visitor of an existing community', async () => {
    const response = await post({ ...feedback, hoaid: 'demo' });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toMatchObject({
      ...feedback,
      hoaid: 'demo',
      notify_date: todayIn('America/New_York'),
      notify_time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.id, saved._id));
    expect(rows).toHaveLength(1);
  });

  it("takes a signed-in user's community from the token", async () => {
    const renter = await loginRenter(t.app, '101', '4321', 'demo2');
    const response = await post(feedback, renter.token);
    expect(response.statusCode).toBe(201);
    expect(response.json().hoaid).toBe('demo2');
  });

  it('refuses a signed-in user sending feedback to another community', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const response = await post({ ...feedback, hoaid: 'demo2' }, owner.token);
    expect(response.statusCode).toBe(403);
  });

  it('defaults the topic to APPLICATION', async () => {
    const { notify_type: _type, ...withoutType } = feedback;
    const response = await post({ ...withoutType, hoaid: 'demo' });
    expect(response.json().notify_type).toBe('APPLICATION');
  });

  it('reports a missing name and comment with the spec messages', async () => {
    const response = await post({ hoaid: 'demo', notify_name: ' ', notify_type: 'PARKING' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      notify_name: 'Name field is required',
      notify_description: 'Comment field is required',
    });
  });

  it('refuses an unknown topic, a missing community and an unknown one', async () => {
    expect((await post({ ...feedback, notify_type: 'SPAM', hoaid: 'demo' })).statusCode).toBe(400);
    const missing = await post(feedback);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ hoaid: 'hoaid is required' });
    expect((await post({ ...feedback, hoaid: 'nowhere' })).statusCode).toBe(404);
  });

  it('limits feedback per address', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await post({ ...feedback, hoaid: 'demo' })).statusCode).toBe(201);
    }
    const limited = await post({ ...feedback, hoaid: 'demo' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });
});
