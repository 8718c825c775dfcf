// The wire contract's completeness (contract.ts, docs/adr/0035): every route that answers with a
// shared zod schema has a call, for each such status, in exactly one area's list; and each area's
// list of calls has the test file that runs it.
import { readdirSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { APP_START_MS } from '../../helpers/vehicle-fixtures';
import { callKey, schemaRoutes, type Call } from './contract';
import { CALLS as accountsOwners } from './accounts-owners.calls';
import { CALLS as community } from './community.calls';
import { CALLS as invitationsGuestQuotas } from './invitations-guest-quotas.calls';
import { CALLS as mailNotifications } from './mail-notifications.calls';
import { CALLS as maintenance } from './maintenance.calls';
import { CALLS as reportsAuditOccupancy } from './reports-audit-occupancy.calls';
import { CALLS as vehiclesPayments } from './vehicles-payments.calls';
import { CALLS as violationsPatrol } from './violations-patrol.calls';

/** Each area's calls, by the name of its `<area>.calls.ts` and `<area>.test.ts`. */
const AREAS: Record<string, Call[]> = {
  'accounts-owners': accountsOwners,
  community,
  'invitations-guest-quotas': invitationsGuestQuotas,
  'mail-notifications': mailNotifications,
  maintenance,
  'reports-audit-occupancy': reportsAuditOccupancy,
  'vehicles-payments': vehiclesPayments,
  'violations-patrol': violationsPatrol,
};

/** The areas named by this folder's files that end in `suffix`. */
const filesEnding = (suffix: string) =>
  readdirSync(__dirname)
    .filter((file) => file.endsWith(suffix) && file !== 'coverage.test.ts')
    .map((file) => file.slice(0, -suffix.length))
    .sort();

describe('wire contract: every route with a shared schema is called', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  it('has a call for every route and status that answers with a shared zod schema', () => {
    const moved = schemaRoutes(t.app);
    expect(moved.length).toBeGreaterThan(0);
    const called = Object.values(AREAS).flatMap((calls) => calls.map(callKey));
    expect(called.sort()).toEqual(moved.sort());
  });

  it('runs each area in its own test file', () => {
    const areas = Object.keys(AREAS).sort();
    expect(filesEnding('.calls.ts')).toEqual(areas);
    expect(filesEnding('.test.ts')).toEqual(areas);
  });
});
