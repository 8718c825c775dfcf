// The wire contract's calls of guest quotas and invitations (schemas/guest-quotas.ts,
// schemas/invitations.ts).
import type { TestApp } from '../../helpers/test-app';
import {
  caller,
  inDays,
  setCommunity,
  setOwner,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';
import { ownerToken, type Call } from './contract';

/** A new invitation of unit 101 with room for its guest; returns its token. */
async function invitation(t: TestApp): Promise<{ token: string; invitation_id: string }> {
  await setCommunity(t.app, 'demo', { parking_allowed_hoa: 1000, season_adjust_unit: 0 });
  await setOwner(t.app, 'owner@demo.test', { has_read_terms: true, parking_allowed: 10 });
  const body = { nights: 3, valid_until: inDays(7), guest_name: 'Wire' };
  const created = await caller(t.app, await ownerToken(t)).post('create_invitation', body);
  return created.json();
}

const QUOTA_CALLS: Call[] = [
  {
    route: 'GET /api/parking/guest_quota',
    status: 200,
    run: async (t) => caller(t.app, await ownerToken(t)).get('guest_quota'),
  },
  {
    route: 'GET /api/parking/guest_quota_units',
    status: 200,
    run: (t, token) => caller(t.app, token).get('guest_quota_units'),
  },
];

const INVITATION_CALLS: Call[] = [
  {
    route: 'POST /api/parking/create_invitation',
    status: 201,
    run: async (t) => {
      const body = { nights: 2, valid_until: inDays(5), guest_name: 'Wire' };
      return caller(t.app, await ownerToken(t)).post('create_invitation', body);
    },
  },
  {
    route: 'POST /api/parking/get_invitations',
    status: 200,
    run: async (t, token) => {
      await invitation(t);
      return caller(t.app, token).post('get_invitations', {});
    },
  },
  {
    route: 'POST /api/parking/revoke_invitation',
    status: 200,
    run: async (t, token) => {
      const { invitation_id } = await invitation(t);
      return caller(t.app, token).post('revoke_invitation', { invitation_id, end_stay: true });
    },
  },
  {
    route: 'GET /api/parking/invitation/:token',
    status: 200,
    run: async (t) => caller(t.app).get(`invitation/${(await invitation(t)).token}`),
  },
  {
    route: 'POST /api/parking/quote_invitation',
    status: 200,
    run: async (t) => {
      const { token } = await invitation(t);
      return caller(t.app).post('quote_invitation', { token, enddate: inDays(2) });
    },
  },
  {
    route: 'POST /api/parking/accept_invitation',
    status: 201,
    run: async (t) => {
      const { token } = await invitation(t);
      const { carowner_fname, carowner_lname, carownerphone, make, model, year } = vehicleForm();
      const car = { carowner_fname, carowner_lname, carownerphone, make, model, year };
      const stay = { token, plate: 'WIREGST', plate_state: 'DE', enddate: inDays(2), terms: 1 };
      return caller(t.app).post('accept_invitation', { ...car, ...stay });
    },
  },
];

export const CALLS: Call[] = [...QUOTA_CALLS, ...INVITATION_CALLS];
