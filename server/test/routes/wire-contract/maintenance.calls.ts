// The wire contract's calls of feedback and maintenance (schemas/maintenance.ts): comments, the
// admin's date and delete tools, the owners CSV import and its progress, the failed mail jobs.
import type { TestApp } from '../../helpers/test-app';
import { bearer, multipart } from '../../helpers/requests';
import { caller, inDays } from '../../helpers/vehicle-fixtures';
import type { Call } from './contract';

/** The admin uploads an owners CSV with one `line` under the header. */
function csvUpload(t: TestApp, token: string, line: string) {
  const header = 'first_name,last_name,email,phone,unitnumber,pincode,password,parking_allowed';
  const body = multipart({ id: 'admin', name: 'owners.csv', hoaid: 'demo' }, `${header}\n${line}`);
  return t.app.inject({
    method: 'POST',
    url: '/api/parking/uploadcsv',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

const COMMENT_CALLS: Call[] = [
  {
    route: 'POST /api/parking/insert_notification',
    status: 201,
    run: (t, token) =>
      caller(t.app, token).post('insert_notification', {
        hoaid: 'demo',
        notify_type: 'PARKING',
        notify_name: 'Wire Contract',
        notify_description: 'A comment for the wire contract',
      }),
  },
  {
    route: 'POST /api/parking/get_all_notifications',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_all_notifications', { hoaid: 'demo' }),
  },
  {
    route: 'POST /api/parking/delete_notification',
    status: 200,
    run: async (t, token) => {
      const c = caller(t.app, token);
      const list = (await c.post('get_all_notifications', { hoaid: 'demo' })).json<
        { _id: string; notify_name: string }[]
      >();
      const sent = list.find((n) => n.notify_name === 'Wire Contract');
      if (!sent) throw new Error('no Wire Contract comment');
      return c.post('delete_notification', { notificationid: sent._id });
    },
  },
];

const TOOL_CALLS: Call[] = [
  {
    route: 'POST /api/parking/adjust_dates',
    status: 200,
    run: (t, token) => caller(t.app, token).post('adjust_dates', { numdays: 0 }),
  },
  {
    route: 'POST /api/parking/soft_delete_vehicles',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('soft_delete_vehicles', { enddate: inDays(-3000), preview: true }),
  },
  {
    route: 'POST /api/parking/hard_delete_vehicles',
    status: 200,
    run: (t, token) => caller(t.app, token).post('hard_delete_vehicles', {}),
  },
  {
    route: 'POST /api/parking/get_failed_jobs',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_failed_jobs', {}),
  },
];

const CSV_CALLS: Call[] = [
  ...(
    [
      [200, 'Wire,Csv,wire-csv@example.org,302-555-0198,991,2468,,'],
      [400, 'Wire,Csv,not-an-address,302-555-0198,991,2468,,'],
    ] as const
  ).map(([status, line]): Call => ({
    route: 'POST /api/parking/uploadcsv',
    status,
    run: (t, token) => csvUpload(t, token, line),
  })),
  {
    route: 'GET /api/parking/csv_import/:jobid',
    status: 200,
    run: async (t, token) => {
      const line = 'Wire,Csv,wire-csv2@example.org,302-555-0197,992,2468,,';
      const { jobid } = (await csvUpload(t, token, line)).json<{ jobid: string }>();
      await t.app.jobs.idle();
      return caller(t.app, token).get(`csv_import/${jobid}`);
    },
  },
];

export const CALLS: Call[] = [...COMMENT_CALLS, ...TOOL_CALLS, ...CSV_CALLS];
