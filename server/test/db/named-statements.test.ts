// Statements parsed once per connection (src/db/named-statements.ts): a parameterised statement
// runs under a name of its text, again and again; statements without parameters keep the simple
// protocol (several in one text); a failed one does not leave a name the server never kept; a
// connection names at most MAX_NAMED texts. PostgreSQL only (PGlite has no pg pool).
import { MAX_NAMED, NamedStatementClient } from '../../src/db/named-statements';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

type Parsed = { connection: { parsedStatements: Record<string, string> } };
const parsedOf = (client: NamedStatementClient) =>
  Object.keys((client as unknown as Parsed).connection.parsedStatements);

onPostgres('NamedStatementClient', () => {
  let client: NamedStatementClient;
  beforeEach(async () => {
    client = new NamedStatementClient({ connectionString: url });
    await client.connect();
  });
  afterEach(() => client.end());

  it('names a parameterised statement by its text and runs it again by that name', async () => {
    const text = 'SELECT $1::int + 1 AS n';
    for (const value of [1, 2, 3]) {
      const result = await client.query<{ n: number }>(text, [value]);
      expect(result.rows[0]?.n).toBe(value + 1);
    }
    // drizzle's shape: the config, and the values beside it.
    const config = await client.query({ text: 'SELECT $1::text AS t' }, ['x']);
    expect(config.rows[0]).toEqual({ t: 'x' });
    const named = parsedOf(client);
    expect(named).toHaveLength(2);
    for (const name of named) expect(name).toMatch(/^s_[0-9a-f]{20}$/);
    const server = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_prepared_statements WHERE name LIKE 's\\_%'",
    );
    expect(Number(server.rows[0]?.n)).toBe(2);
  });

  it('leaves statements without parameters to the simple protocol', async () => {
    const results = (await client.query('SELECT 1 AS a; SELECT 2 AS b')) as unknown as {
      rows: unknown[];
    }[];
    expect(results.map((result) => result.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parsedOf(client)).toHaveLength(0);
  });

  it('keeps no name for a statement the server refused, in or out of a transaction', async () => {
    await expect(client.query('SELECT $1::int / 0 AS n', [1])).rejects.toThrow(/division by zero/);
    await expect(client.query('SELEC $1::int', [1])).rejects.toThrow(/syntax error/);
    await client.query('BEGIN');
    await expect(client.query('SELECT $1::int / 0', [2])).rejects.toThrow();
    // The transaction is aborted: this statement is refused before it is parsed.
    await expect(client.query('SELECT $1::int * 2 AS n', [2])).rejects.toThrow(/aborted/);
    await client.query('ROLLBACK');
    const again = await client.query<{ n: number }>('SELECT $1::int * 2 AS n', [21]);
    expect(again.rows[0]?.n).toBe(42);
    expect(
      await client.query<{ n: number }>('SELECT $1::int / 0 AS n', [0]).catch(() => null),
    ).toBeNull();
  });

  it('names at most MAX_NAMED texts on one connection, and runs the rest unnamed', async () => {
    for (let i = 0; i < MAX_NAMED + 20; i += 1) {
      const result = await client.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [1]);
      expect(result.rows[0]?.n).toBe(1 + i);
    }
    expect(parsedOf(client)).toHaveLength(MAX_NAMED);
    // A named text is still run by its name.
    const first = await client.query<{ n: number }>('SELECT $1::int + 0 AS n', [5]);
    expect(first.rows[0]?.n).toBe(5);
  });
});
