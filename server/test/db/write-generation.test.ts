// The embedded database's write generation (src/db/write-generation.ts, docs/adr/0039): every
// statement moves it, except a plain SELECT inside an open cacheable read.
import { PGlite } from '@electric-sql/pglite';
import {
  cacheableRead,
  countWrites,
  isPlainRead,
  writeGeneration,
} from '../../src/db/write-generation';

/** Runs `fn` as a cacheable read, as the read cache runs a handler. */
function insideRead<T>(fn: () => Promise<T>): Promise<T> {
  const read = cacheableRead();
  return new Promise<T>((resolve, reject) => read.run(() => void fn().then(resolve, reject)));
}

async function moves(fn: () => Promise<unknown>): Promise<number> {
  const before = writeGeneration();
  await fn();
  return writeGeneration() - before;
}

describe('write generation of the embedded database', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = countWrites(new PGlite());
    await client.exec('CREATE TABLE t (id serial PRIMARY KEY, name text)');
    await client.query("INSERT INTO t (name) VALUES ('a')");
  });
  afterAll(() => client.close());

  it('moves before and after a write', async () => {
    const before = writeGeneration();
    const insert = client.query("INSERT INTO t (name) VALUES ('b')");
    const during = writeGeneration();
    await insert;
    expect(during).toBeGreaterThan(before);
    expect(writeGeneration()).toBeGreaterThan(during);
    expect(
      await insideRead(() => moves(() => client.query('UPDATE t SET name = $1', ['c']))),
    ).toBeGreaterThan(0);
    expect(
      await insideRead(() => moves(() => client.exec("DELETE FROM t WHERE name = 'x'"))),
    ).toBeGreaterThan(0);
  });

  it('stays for a plain select inside a cacheable read, and only there', async () => {
    expect(
      await insideRead(() => moves(() => client.query('select * from t where id = $1', [1]))),
    ).toBe(0);
    expect(await insideRead(() => moves(() => client.exec('  /* c */ -- d\n SELECT 1')))).toBe(0);
    expect(await insideRead(() => moves(() => client.sql`select * from t where id = ${1}`))).toBe(
      0,
    );
    // The same select outside one moves it (it might be a job's, or call a function that writes).
    expect(await moves(() => client.query('select * from t'))).toBeGreaterThan(0);
    expect(await moves(() => client.sql`select * from t`)).toBeGreaterThan(0);
  });

  it('moves for a select that locks, counts a sequence or is followed by another statement', async () => {
    const reads = [
      'select * from t for update',
      'select * from t for no key update',
      'select * from t for share',
      "select nextval('t_id_seq')",
      "select setval('t_id_seq', 10)",
      'select * into t2 from t',
      'with x as (delete from t where false returning *) select * from x',
      'select 1; delete from t where false',
      'select 1; select 2',
    ];
    for (const text of reads) {
      const exec = text.includes(';');
      expect(
        await insideRead(() => moves(() => (exec ? client.exec(text) : client.query(text)))),
      ).toBeGreaterThan(0);
    }
  });

  it('moves when a transaction starts and ends, and for each of its statements', async () => {
    const seen: number[] = [];
    const before = writeGeneration();
    await insideRead(() =>
      client.transaction(async (tx) => {
        seen.push(writeGeneration());
        await tx.query('select * from t');
        seen.push(writeGeneration());
        await tx.exec('select 1');
        seen.push(writeGeneration());
      }),
    );
    expect(seen[0]).toBeGreaterThan(before);
    expect(seen[1]).toBeGreaterThan(seen[0]!);
    expect(seen[2]).toBeGreaterThan(seen[1]!);
    expect(writeGeneration()).toBeGreaterThan(seen[2]!);
  });

  it('moves after a statement that failed', async () => {
    const before = writeGeneration();
    await expect(client.query('INSERT INTO nowhere VALUES (1)')).rejects.toThrow();
    expect(writeGeneration()).toBeGreaterThanOrEqual(before + 2);
  });

  it('forgets a closed cacheable read: work it left behind counts as a write', async () => {
    const read = cacheableRead();
    let late: Promise<number> | undefined;
    read.run(() => {
      late = new Promise((resolve) => setTimeout(resolve, 5)).then(() =>
        moves(() => client.query('select 1')),
      );
    });
    read.close();
    expect(await late).toBeGreaterThan(0);
  });

  it('takes only one plain SELECT for a read', () => {
    expect(isPlainRead('select "id" from "t" where "t"."name" = $1 limit $2')).toBe(true);
    expect(isPlainRead('SELECT 1;')).toBe(true);
    expect(isPlainRead('insert into t values (1)')).toBe(false);
    expect(isPlainRead('(select 1)')).toBe(false);
    expect(isPlainRead('select pg_advisory_lock(1)')).toBe(false);
    expect(isPlainRead("select set_config('a.b', 'c', false)")).toBe(false);
  });
});
