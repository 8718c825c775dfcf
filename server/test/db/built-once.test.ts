// Statements built once per process (src/db/built-once.ts, docs/adr/0042): the SQL text is built
// on the first run only, every run answers for its own values, on the pool and in a transaction,
// and a shape's columns left out take their defaults. On PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  builtOnce,
  builtOncePerShape,
  columnsSet,
  placeholderRow,
  sqlBuiltOnce,
  value,
} from '../../src/db/built-once';
import { auditLog, users } from '../../src/db/schema';
import { auditRowsWrite } from '../../src/db/queries/audit';
import { writeTogether } from '../../src/db/queries/together';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { auditRow } from '../helpers/audit-rows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { APP_START_MS } from '../helpers/vehicle-fixtures';

jest.setTimeout(APP_START_MS);

describe('statements built once', () => {
  let t: TestApp;
  let builds: jest.SpyInstance;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => {
    builds = jest.spyOn(PgDialect.prototype, 'sqlToQuery');
  });
  afterEach(() => builds.mockRestore());
  afterAll(() => t.close());

  /** The builds of statements whose SQL holds `fragment` (the app's own work may build others). */
  const buildsOf = (fragment: string) =>
    builds.mock.results.filter((result) => (result.value as { sql: string }).sql.includes(fragment))
      .length;

  const userOfUnit = builtOnce((db) =>
    db
      .select({ unitnumber: users.unitnumber, email: users.email })
      .from(users)
      .where(and(eq(users.hoaid, value('hoaid')), eq(users.unitnumber, value('unit'))))
      .limit(1),
  );

  it('builds the SQL on the first run only; each run answers for its own values', async () => {
    const [first] = await userOfUnit(t.app.db, { hoaid: 'demo', unit: '101' });
    const [second] = await userOfUnit(t.app.db, { hoaid: 'demo', unit: '102' });
    const [none] = await userOfUnit(t.app.db, { hoaid: 'nowhere', unit: '101' });
    expect(first?.unitnumber).toBe('101');
    expect(second?.unitnumber).toBe('102');
    expect(none).toBeUndefined();
    expect(buildsOf('select "unitnumber", "email" from "users"')).toBe(1);
    // In a transaction: the same template on the transaction's own connection.
    const inside = await t.app.db.transaction((tx) =>
      userOfUnit(tx, { hoaid: 'demo', unit: '103' }),
    );
    expect(inside[0]?.unitnumber).toBe('103');
    expect(buildsOf('select "unitnumber", "email" from "users"')).toBe(1);
  });

  it('answers hand-written SQL rows, and refuses a run without a value', async () => {
    const owners = sqlBuiltOnce<{ n: unknown }>(
      () => sql`SELECT count(*)::int AS n FROM users WHERE hoaid = ${value('hoaid')}`,
    );
    const [demo] = await owners(t.app.db, { hoaid: 'demo' });
    const [none] = await owners(t.app.db, { hoaid: 'nowhere' });
    expect(Number(demo?.n)).toBeGreaterThan(0);
    expect(Number(none?.n)).toBe(0);
    expect(buildsOf('count(*)::int AS n FROM users')).toBe(1);
    await expect(owners(t.app.db, {})).rejects.toThrow(/placeholder "hoaid"/);
  });

  it('keeps one template per shape; columns left out take their defaults', async () => {
    const insertEntry = builtOncePerShape((db, columns) =>
      db
        .insert(auditLog)
        .values(placeholderRow(columns) as PgInsertValue<typeof auditLog>)
        .returning({ entityid: auditLog.entityid, plate: auditLog.plate, at: auditLog.at }),
    );
    const entry = (entityid: string, plate?: string) =>
      auditRow(entityid, { plate, after: { entityid } });
    for (const row of [entry('once-a', 'ONCE1'), entry('once-b'), entry('once-c', 'ONCE3')]) {
      const [saved] = await insertEntry(t.app.db, columnsSet(row), row);
      expect(saved?.entityid).toBe(row.entityid);
      expect(saved?.plate).toBe(row.plate ?? '');
      expect(saved?.at).toBeTruthy();
    }
    // Two shapes: with a plate and without one.
    expect(buildsOf('insert into "audit_log"')).toBe(2);
    const [after] = await t.app.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityid, 'once-c'));
    expect(after?.after).toEqual({ entityid: 'once-c' });
  });

  it('sends writes together under one template per combination', async () => {
    const entry = (entityid: string) => auditRow(entityid, { plate: 'TOG' });
    const ids = Array.from({ length: 4 }, () => randomUUID());
    for (const id of ids) {
      await writeTogether(t.app.db, [
        auditRowsWrite([entry(id)]),
        auditRowsWrite([entry(`${id}-2`)]),
      ]);
    }
    expect(buildsOf('WITH together_0 AS (insert into "audit_log"')).toBe(1);
    const kept = await t.app.db
      .select({ entityid: auditLog.entityid })
      .from(auditLog)
      .where(eq(auditLog.plate, 'TOG'));
    expect(kept.map((row) => row.entityid).sort()).toEqual(
      [...ids, ...ids.map((id) => `${id}-2`)].sort(),
    );
  });
});
