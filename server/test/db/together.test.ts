// Writes sent together (src/db/queries/together.ts, docs/adr/0040): a save's audit entry, change
// history and outbox row go as one statement. All are kept, or none; on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { auditRowsWrite } from '../../src/db/queries/audit';
import { outboxWrite } from '../../src/db/queries/notification-outbox';
import { writeTogether } from '../../src/db/queries/together';
import { changeWrite } from '../../src/db/queries/vehicle-records';
import { toCount } from '../../src/db/client';
import { auditRow } from '../helpers/audit-rows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { APP_START_MS } from '../helpers/vehicle-fixtures';

jest.setTimeout(APP_START_MS);

describe('writeTogether', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async (query: ReturnType<typeof sql>) =>
    toCount(((await t.app.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n);
  const auditOf = (entityid: string) =>
    count(sql`SELECT count(*) AS n FROM audit_log WHERE entityid = ${entityid}`);
  const outboxOf = (key: string) =>
    count(sql`SELECT count(*) AS n FROM notification_outbox WHERE key = ${key}`);
  const entry = (entityid: string) => auditRow(entityid);
  const event = (vehicleid: string) => ({ kind: 'onsite', hoaid: 'demo', vehicleid });

  it('keeps every write of the one statement', async () => {
    await writeTogether(t.app.db, [
      auditRowsWrite([entry('tog-a'), entry('tog-a')]),
      null,
      outboxWrite(event('tog-a'), 'together_a'),
    ]);
    expect(await auditOf('tog-a')).toBe(2);
    expect(await outboxOf('together_a')).toBe(1);
    // A key kept already stays as it is; the other writes still go.
    await writeTogether(t.app.db, [
      outboxWrite(event('tog-b'), 'together_a'),
      auditRowsWrite([entry('tog-b')]),
    ]);
    expect(await auditOf('tog-b')).toBe(1);
    expect(await outboxOf('together_a')).toBe(1);
  });

  it('sends one write alone and nothing for none', async () => {
    await writeTogether(t.app.db, [null, outboxWrite(event('tog-c'), 'together_c')]);
    expect(await outboxOf('together_c')).toBe(1);
    await writeTogether(t.app.db, [null, auditRowsWrite([])]);
  });

  it('keeps none of the writes when one fails, and the transaction ends with it', async () => {
    const refused = t.app.db.transaction(async (tx) => {
      await writeTogether(tx, [
        auditRowsWrite([entry('tog-d')]),
        outboxWrite(event('tog-d'), 'together_d'),
        // A change history row of a vehicle that does not exist breaks its foreign key.
        changeWrite({
          vehicle_id: randomUUID(),
          hoaid: 'demo',
          startdate: '2030-01-01',
          enddate: '2030-01-02',
          change_date: '2030-01-01',
        }),
      ]);
    });
    await expect(refused).rejects.toThrow();
    expect(await auditOf('tog-d')).toBe(0);
    expect(await outboxOf('together_d')).toBe(0);
  });
});
