// The wire contract's calls of the admin's reports (schemas/audit.ts, schemas/occupancy.ts,
// schemas/reports.ts): the audit log, occupancy, repeat offenders and the car usage report.
import type { TestApp } from '../../helpers/test-app';
import { caller, inDays, today } from '../../helpers/vehicle-fixtures';
import { registerOwner, reportViolation, userId, usersPost, type Call } from './contract';

/**
 * Changes of each shape the audit log records (docs/adr/0017): creates (no before), deletes (no
 * after), with text, number, true/false and null fields, and a failed sign-in by no one (no user
 * id). The reports of DEM101A and WIREAUD1 also make them offenders of the last 30 days.
 */
async function auditedChanges(t: TestApp, token: string) {
  await reportViolation(t, token, 'DEM101A');
  await reportViolation(t, token, 'WIREAUD1');
  const deleted = await reportViolation(t, token, 'WIREAUD2');
  const violationid = deleted.json<{ _id: string }>()._id;
  await caller(t.app, token).post('delete_violation', { violationid });
  await registerOwner(t, token, 'wire-audit@demo.test');
  const userid = await userId(t, token, 'wire-audit@demo.test');
  await usersPost(t, 'deleteowner', { userid }, token);
  await usersPost(t, 'login', { email: 'nobody@demo.test', password: 'not-it', hoaid: 'demo' });
}

export const CALLS: Call[] = [
  {
    route: 'POST /api/parking/get_audit_log',
    status: 200,
    run: async (t, token) => {
      await auditedChanges(t, token);
      return caller(t.app, token).post('get_audit_log', {});
    },
  },
  {
    route: 'POST /api/parking/get_occupancy',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('get_occupancy', { from: inDays(-30), to: today() }),
  },
  {
    route: 'POST /api/parking/get_offenders',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('get_offenders', { from: inDays(-30), to: today() }),
  },
  {
    route: 'POST /api/parking/get_car_usage_renter_warning',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('get_car_usage_renter_warning', {
        hoaid: 'demo',
        which: 'owner',
        begindate: inDays(-30),
        enddate: inDays(30),
      }),
  },
];
