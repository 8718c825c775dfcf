// The wire contract's calls of accounts and owners (schemas/accounts.ts, schemas/owners.ts): the
// admin registers a wire owner and a patrol login, owner2 edits its own profile, the admin resets
// the wire owner's password and deletes it last; the admin's owner list and owner edits.
import type { TestApp } from '../../helpers/test-app';
import { DEMO_PASSWORD, login } from '../../helpers/requests';
import { caller, setOwner } from '../../helpers/vehicle-fixtures';
import { registerOwner, userId, usersPost, type Call } from './contract';

/** A unit's own allowance, so the owner list answers numbers where the seed has nulls. */
const UNIT_ALLOWANCE = {
  parking_allowed: 10,
  parking_allowed_renter: 2,
  owner_free_parking: 1,
  renter_free_parking: 1,
};

/** The admin's call about the wire owner, by its id. */
function wireOwnerCall(call: string, payload: object = {}): Call {
  return {
    route: `POST /api/users/${call}`,
    status: 200,
    run: async (t, token) => {
      const userid = await userId(t, token, 'wire-owner@demo.test');
      return usersPost(t, call, { userid, ...payload }, token);
    },
  };
}

/** owner2's edit of its own profile. */
function profileCall(
  call: 'changepin' | 'changename' | 'changeavailability' | 'changerulesandregs',
) {
  return {
    route: `POST /api/users/${call}`,
    status: 200,
    run: async (t: TestApp) => {
      const owner2 = await login(t.app, 'owner2@demo.test');
      const payload = {
        changepin: { userid: owner2.userid, pincode: '4321' },
        changename: {
          userid: owner2.userid,
          fname: owner2.first_name,
          lname: owner2.last_name,
          unitnumber: owner2.unitnumber,
          phone: owner2.phone || '302-555-0102',
        },
        changeavailability: { userid: owner2.userid, status_flag: 1 },
        changerulesandregs: { userid: owner2.userid, terms: 1, termsaccepted: true },
      }[call];
      return usersPost(t, call, payload, owner2.token);
    },
  } satisfies Call;
}

const SIGN_IN_CALLS: Call[] = [
  {
    route: 'POST /api/users/login',
    status: 200,
    run: (t) =>
      usersPost(t, 'login', { email: 'admin@demo.test', password: DEMO_PASSWORD, hoaid: 'demo' }),
  },
  {
    route: 'POST /api/users/loginrenter',
    status: 200,
    run: (t) => usersPost(t, 'loginrenter', { unitnumber: '101', pincode: '1234', hoaid: 'demo' }),
  },
  {
    route: 'POST /api/users/forgot_password',
    status: 200,
    run: (t) => usersPost(t, 'forgot_password', { email: 'owner2@demo.test', hoaid: 'demo' }),
  },
];

const ACCOUNT_CALLS: Call[] = [
  {
    route: 'POST /api/users/register',
    status: 201,
    run: (t, token) => registerOwner(t, token),
  },
  {
    route: 'POST /api/users/register_patrol',
    status: 201,
    run: (t, token) =>
      usersPost(
        t,
        'register_patrol',
        {
          first_name: 'Wire',
          last_name: 'Patrol',
          email: 'wire-patrol@demo.test',
          password: 'wire-contract-pass-2',
          password2: 'wire-contract-pass-2',
          hoaid: 'demo',
        },
        token,
      ),
  },
  wireOwnerCall('resendverification'),
  wireOwnerCall('changepassword', {
    password: 'wire-contract-pass-3',
    password2: 'wire-contract-pass-3',
  }),
  {
    route: 'POST /api/users/changeadminname',
    status: 200,
    run: async (t) => {
      const admin = await login(t.app, 'admin@demo.test');
      const { userid, name, phone } = admin;
      return usersPost(t, 'changeadminname', { which: 'admin', userid, name, phone }, admin.token);
    },
  },
  profileCall('changepin'),
  profileCall('changename'),
  profileCall('changeavailability'),
  profileCall('changerulesandregs'),
  wireOwnerCall('deleteowner'),
];

const OWNER_CALLS: Call[] = [
  {
    route: 'POST /api/parking/updateowner',
    status: 200,
    run: async (t, token) => {
      const c = caller(t.app, token);
      const owners = (await c.post('get_all_owners', { hoaid: 'demo', role: 'owner' })).json<
        Record<string, string | number>[]
      >();
      const owner = owners.find((o) => o.email === 'owner@demo.test');
      if (!owner) throw new Error('no owner@demo.test');
      return c.post('updateowner', {
        owner_id: owner.userid,
        owner_email: owner.email,
        owner_fname: owner.first_name,
        owner_lname: owner.last_name,
        owner_phone: owner.phone || '302-555-0100',
        owner_pincode: owner.pincode || '1234',
        status_flag: owner.status_flag,
        hoaid: 'demo',
        preview: true,
      });
    },
  },
  {
    route: 'POST /api/parking/get_all_owners',
    status: 200,
    run: async (t, token) => {
      await setOwner(t.app, 'owner@demo.test', UNIT_ALLOWANCE);
      return caller(t.app, token).post('get_all_owners', { hoaid: 'demo' });
    },
  },
];

export const CALLS: Call[] = [...OWNER_CALLS, ...SIGN_IN_CALLS, ...ACCOUNT_CALLS];
