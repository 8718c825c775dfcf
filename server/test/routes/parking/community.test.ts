import { HELP_TOPICS } from '@parking/shared/domain';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login, loginRenter } from '../../helpers/requests';

describe('community data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/parking/data_for_hoa/:hoaid', () => {
    it('returns the community record with settings, help, contacts and spot types', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/parking/data_for_hoa/demo' });
      expect(response.statusCode).toBe(200);
      const community = response.json();
      expect(community).toMatchObject({
        hoaid: 'demo',
        name: 'Sea Breeze Condominiums',
        parking_allowed_hoa: 40,
        use_warning_status: 1,
        use_demo_mode: true,
        timezone: 'America/New_York',
        demo_credentials: { email: 'owner@demo.test', password: 'demo-pass-2026' },
      });
      expect(Object.keys(community.help_text).sort()).toEqual([...HELP_TOPICS].sort());
      expect(community.contact_information[0]).toEqual({
        contact_id: 'office',
        phone_description: 'Management office',
        phone_number: '302-555-0100',
        email: 'office@seabreeze.example',
        sort_order: 10,
        display_category: 'All',
      });
      expect(community.parking_spots.map((s: { spot_type: string }) => s.spot_type)).toEqual([
        'CAR',
        'TRUCK',
        'MOTORCYCLE',
        'TRAILER',
        'RV',
        'OVERSIZE',
        'DUMPSTER',
      ]);
      expect(community.parking_spots[0]).toEqual({
        spot_type: 'CAR',
        spot_display: 'Car',
        spot_price: 10,
      });
    });

    it('leaves out demo credentials when demo mode is off', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/parking/data_for_hoa/demo2',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().use_demo_mode).toBe(false);
      expect(response.json()).not.toHaveProperty('demo_credentials');
    });

    it('answers 404 for an unknown community', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/parking/data_for_hoa/nowhere',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Community not found', code: 'not_found' });
    });
  });

  describe('GET /api/parking/hoa_data', () => {
    it("returns the signed-in user's community, whatever the role", async () => {
      const admin = await login(t.app, 'admin@demo2.test', 'demo2');
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/parking/hoa_data',
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().hoaid).toBe('demo2');
      const renter = await loginRenter(t.app, '101', '1234');
      const forRenter = await t.app.inject({
        method: 'GET',
        url: '/api/parking/hoa_data',
        headers: bearer(renter.token),
      });
      expect(forRenter.json().hoaid).toBe('demo');
    });

    it('requires a sign-in', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/parking/hoa_data' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in', code: 'unauthorized' });
    });

    it('refuses a forged or expired token with 401', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/parking/hoa_data',
        headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad'),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has ended. Please sign in again.');
    });
  });

  describe('POST /api/parking/parking_spot_data', () => {
    const post = (payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/parking/parking_spot_data',
        payload,
        headers: token ? bearer(token) : {},
      });

    it("lists the community's spot types with prices", async () => {
      const response = await post({ hoaid: 'demo2' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { spot_type: 'CAR', spot_display: 'Car', spot_price: 10 },
        { spot_type: 'TRUCK', spot_display: 'Truck/Van', spot_price: 12 },
        { spot_type: 'MOTORCYCLE', spot_display: 'Motorcycle', spot_price: 5 },
      ]);
    });

    it('requires a hoaid and a known community', async () => {
      const missing = await post({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ hoaid: 'hoaid is required' });
      expect((await post({ hoaid: 'nowhere' })).statusCode).toBe(404);
    });

    it("refuses a signed-in user asking for another community's data", async () => {
      const owner = await login(t.app, 'owner@demo.test');
      const response = await post({ hoaid: 'demo2' }, owner.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('This community is not yours');
    });
  });
});
