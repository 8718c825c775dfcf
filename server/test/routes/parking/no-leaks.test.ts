// Each role gets only the fields its screens use. A readonly user never receives
// PINs; an owner's onsite list carries no other unit's guest names or phones.
import type { Owner, Vehicle } from '@parking/shared/domain';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, login } from '../../helpers/requests';

describe('responses carry only what the screen may show', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (route: string, token: string, payload: object = { hoaid: 'demo' }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/parking/${route}`,
      payload,
      headers: bearer(token),
    });

  it('gives a readonly get_all_owners no PIN, and the admin the PINs it edits', async () => {
    const reader = await login(t.app, 'readonly@demo.test');
    const readonly = await post('get_all_owners', reader.token);
    expect(readonly.statusCode).toBe(200);
    const owners = readonly.json<Owner[]>();
    expect(owners.length).toBeGreaterThan(1);
    expect(owners.every((owner) => owner.pincode === '')).toBe(true);
    expect(readonly.body).not.toContain('1234');

    const admin = await login(t.app, 'admin@demo.test');
    const full = (await post('get_all_owners', admin.token)).json<Owner[]>();
    expect(full.find((owner) => owner.unitnumber === '101')?.pincode).toBe('1234');
  });

  it("gives an owner's onsite list no other unit's guest names or phones", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const response = await post('get_active_vehicles', owner.token);
    expect(response.statusCode).toBe(200);
    const vehicles = response.json<Vehicle[]>();
    const others = vehicles.filter((v) => v.unitnumber !== '101');
    const own = vehicles.filter((v) => v.unitnumber === '101');
    expect(others.length).toBeGreaterThan(0);
    for (const vehicle of others) {
      expect(vehicle).toMatchObject({ carowner_fname: '', carowner_lname: '', carownerphone: '' });
      expect(vehicle.userdata).toBeUndefined();
      // What the onsite list shows stays.
      expect(vehicle.plate).not.toBe('');
      expect(vehicle.vehicle_type).not.toBe('');
    }
    expect(own.some((v) => v.carowner_fname !== '')).toBe(true);

    const admin = await login(t.app, 'admin@demo.test');
    const full = (await post('get_active_vehicles', admin.token)).json<Vehicle[]>();
    expect(full.filter((v) => v.unitnumber !== '101').some((v) => v.carowner_fname !== '')).toBe(
      true,
    );
  });
});
