// Statements whose SQL is built once per process (docs/adr/0042). Drizzle turns a query builder
// into SQL text every time the query runs, walking its whole tree: on the limit-checked write path
// that was about a sixth of the API's CPU, more than the statements' own sending. A hot query is
// written once with placeholders (`value('key')`) for everything that varies; its first run builds
// the SQL, and every run after that fills in only the values, on whichever executor runs it (the
// pool or a transaction). The values go through the columns' encoders as before (drizzle's
// fillPlaceholders), and the rows come back mapped as before (its own prepared query does it).
//
// Only values may vary: a query whose clauses depend on its arguments is one template per shape
// (builtOncePerShape), its shape a short key that names what varies. A placeholder with no value
// is a programming error: drizzle refuses the run ("No value for placeholder").
import { sql, type Placeholder, type Query, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client';
import { statementName } from './named-statements';

export type Values = Readonly<Record<string, unknown>>;

/** A value of a built-once statement, filled in from the run's values under `key`. */
export function value(key: string): Placeholder {
  return sql.placeholder(key);
}

/** The columns a row sets (part of an insert's shape): those not undefined, sorted. */
export function columnsSet(row: Values): string {
  return Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .sort()
    .join(',');
}

/** An insert's row of placeholders for `columns` (columnsSet), each named `prefix` + column. */
export function placeholderRow(
  columns: string,
  prefix = '',
  placeholder: (key: string) => Placeholder = value,
): Record<string, Placeholder> {
  return Object.fromEntries(
    columns
      .split(',')
      .filter(Boolean)
      .map((key) => [key, placeholder(`${prefix}${key}`)]),
  );
}

/** A row's values under the names placeholderRow gives them. */
export function rowValues(row: Values, prefix = ''): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, rowValue] of Object.entries(row)) {
    if (rowValue !== undefined) values[`${prefix}${key}`] = rowValue;
  }
  return values;
}

/**
 * What drizzle's prepared query keeps besides its SQL text (the same members on both drivers:
 * node-postgres and PGlite). drizzle-orm is pinned; test/db/built-once.test.ts runs both.
 */
interface PreparedParts {
  getQuery(): Query;
  fields?: unknown;
  _isResponseInArrayMode?: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
}

interface RunnablePrepared extends PreparedParts {
  execute(values?: Values): Promise<unknown>;
}

interface SessionOf {
  _: {
    session: {
      prepareQuery(
        query: Query,
        fields: unknown,
        name: string | undefined,
        arrayMode: boolean,
        customResultMapper?: unknown,
      ): RunnablePrepared;
    };
  };
}

interface Template {
  query: Query;
  name: string;
  fields: unknown;
  arrayMode: boolean;
  customResultMapper: unknown;
  joinsNotNullableMap: unknown;
}

function templateOf(prepared: PreparedParts): Template {
  const query = prepared.getQuery();
  return {
    query,
    // The name PostgreSQL keeps the statement parsed under on each connection (the same one
    // db/named-statements.ts gives the text); PGlite has no use for it.
    name: statementName(query.sql),
    fields: prepared.fields,
    arrayMode: prepared._isResponseInArrayMode ?? false,
    customResultMapper: prepared.customResultMapper,
    joinsNotNullableMap: prepared.joinsNotNullableMap,
  };
}

function runTemplate(db: Executor, template: Template, values: Values): Promise<unknown> {
  const { session } = (db as unknown as SessionOf)._;
  const prepared = session.prepareQuery(
    template.query,
    template.fields,
    template.name,
    template.arrayMode,
    template.customResultMapper,
  );
  prepared.joinsNotNullableMap = template.joinsNotNullableMap;
  return prepared.execute(values);
}

/** A drizzle query builder (select, insert, update, delete), built but not run. */
interface Preparable {
  prepare(name: string): { execute(values?: Values): Promise<unknown> };
}

type ResultOf<Q extends Preparable> = Awaited<ReturnType<ReturnType<Q['prepare']>['execute']>>;

/** Runs a built query's template (the first run builds it). */
export type BuiltQuery<Result> = (db: Executor, values: Values) => Promise<Result>;

/** Shapes one statement keeps: past this, a new shape is built on every run (never wrong). */
const MAX_SHAPES = 64;

/** Templates by shape; `build` runs only for a shape not seen yet. */
function shapes(): (shape: string, build: () => PreparedParts) => Template {
  const templates = new Map<string, Template>();
  return (shape, build) => {
    let template = templates.get(shape);
    if (!template) {
      template = templateOf(build());
      if (templates.size < MAX_SHAPES) templates.set(shape, template);
    }
    return template;
  };
}

/**
 * A statement whose clauses follow its arguments: one template per shape. `shape` must name
 * everything `build` reads besides `value(key)`s (which columns an insert sets, how many rows).
 */
export function builtOncePerShape<Q extends Preparable>(
  build: (db: Executor, shape: string) => Q,
): (db: Executor, shape: string, values: Values) => Promise<ResultOf<Q>> {
  const templateFor = shapes();
  return (db, shape, values) => {
    const template = templateFor(
      shape,
      () => build(db, shape).prepare('') as unknown as PreparedParts,
    );
    return runTemplate(db, template, values) as Promise<ResultOf<Q>>;
  };
}

/** The hand-written SQL counterpart of builtOncePerShape; answers the driver's rows. */
export function sqlBuiltOncePerShape<Row>(
  build: (db: Executor, shape: string) => SQLWrapper,
): (db: Executor, shape: string, values: Values) => Promise<Row[]> {
  const run = composedSql<Row>();
  return (db, shape, values) => run(db, shape, () => build(db, shape), values);
}

/**
 * Hand-written SQL composed of parts a caller hands over (db/queries/together.ts): `build` runs
 * only for a shape not seen yet, and must use nothing but `value(key)`s for what varies.
 */
export function composedSql<Row>(): (
  db: Executor,
  shape: string,
  build: () => SQLWrapper,
  values: Values,
) => Promise<Row[]> {
  const templateFor = shapes();
  return async (db, shape, build, values) => {
    const template = templateFor(shape, () => db.execute(build()));
    const result = (await runTemplate(db, template, values)) as { rows: Row[] };
    return result.rows;
  };
}

/** A query builder's statement, built once: `build` uses `value(key)` for what varies. */
export function builtOnce<Q extends Preparable>(
  build: (db: Executor) => Q,
): BuiltQuery<ResultOf<Q>> {
  const run = builtOncePerShape((db) => build(db));
  return (db, values) => run(db, '', values);
}

/** SQL written by hand (an `sql` template), built once; answers its rows as the driver gives them. */
export function sqlBuiltOnce<Row>(build: () => SQLWrapper): BuiltQuery<Row[]> {
  const run = composedSql<Row>();
  return (db, values) => run(db, '', build, values);
}
