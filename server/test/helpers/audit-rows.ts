// An audit entry as a save writes it, for the tests of statements that write entries.
import type { NewAuditRow } from '../../src/db/queries/audit';

/** A demo admin's vehicle entry about `entityid`; `fields` change any of its columns. */
export function auditRow(entityid: string, fields: Partial<NewAuditRow> = {}): NewAuditRow {
  return {
    hoaid: 'demo',
    userid: null,
    username: 'test',
    role: 'admin',
    kind: 'vehicle',
    action: 'create',
    entityid,
    unitnumber: '101',
    plate: 'TOG1',
    before: null,
    after: {},
    ...fields,
  };
}
