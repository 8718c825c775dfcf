// The wire contract's calls of the community (schemas/community.ts): its public data and counts,
// and the admin's settings, contact list and help texts.
import { login, settingsOf } from '../../helpers/requests';
import { caller, today } from '../../helpers/vehicle-fixtures';
import type { Call } from './contract';

const PUBLIC_CALLS: Call[] = [
  {
    route: 'GET /api/parking/data_for_hoa/:hoaid',
    status: 200,
    run: (t) => caller(t.app).get('data_for_hoa/demo'),
  },
  {
    route: 'GET /api/parking/hoa_data',
    status: 200,
    run: (t, token) => caller(t.app, token).get('hoa_data'),
  },
  {
    route: 'POST /api/parking/parking_spot_data',
    status: 200,
    run: (t) => caller(t.app).post('parking_spot_data', { hoaid: 'demo' }),
  },
  {
    route: 'POST /api/parking/get_unit_numbers',
    status: 200,
    run: (t) => caller(t.app).post('get_unit_numbers', { hoaid: 'demo', dstr: today() }),
  },
  {
    route: 'POST /api/parking/get_parking_summary',
    status: 200,
    run: (t) => caller(t.app).post('get_parking_summary', { hoaid: 'demo', dstr: today() }),
  },
  {
    route: 'POST /api/parking/get_active_count',
    status: 200,
    run: async (t, token) => {
      const { userid } = await login(t.app, 'owner@demo.test');
      const body = { hoaid: 'demo', ownerid: userid, dstr: today() };
      return caller(t.app, token).post('get_active_count', body);
    },
  },
  {
    route: 'POST /api/parking/get_count_by_owner',
    status: 200,
    run: async (t, token) => {
      const { userid } = await login(t.app, 'owner@demo.test');
      return caller(t.app, token).post('get_count_by_owner', { ownerid: userid });
    },
  },
];

const SETTINGS_CALLS: Call[] = [
  {
    route: 'POST /api/parking/updatehoa',
    status: 200,
    run: async (t, token) => {
      const c = caller(t.app, token);
      const hoa = (await c.get('data_for_hoa/demo')).json<Record<string, unknown>>();
      return c.post('updatehoa', { ...settingsOf(hoa), preview: true });
    },
  },
  {
    route: 'POST /api/parking/update_contact_info',
    status: 200,
    run: async (t, token) => {
      const c = caller(t.app, token);
      const hoa = (await c.get('data_for_hoa/demo')).json<{ contact_information: unknown[] }>();
      const body = { hoaid: 'demo', contact_information: hoa.contact_information };
      return c.post('update_contact_info', body);
    },
  },
  {
    route: 'POST /api/parking/updatehoahelp',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('updatehoahelp', {
        hoaid: 'demo',
        which: 'general',
        helpdata: '<p>Sign in with your e-mail.</p>',
      }),
  },
];

export const CALLS: Call[] = [...PUBLIC_CALLS, ...SETTINGS_CALLS];
