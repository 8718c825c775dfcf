// Ids are UUID strings (team brief "Wire format"); anything else can match no row, and must
// not reach PostgreSQL, which would reject it with an error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** True for PostgreSQL's unique_violation, also when wrapped by drizzle's query error. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    if ((current as Error & { code?: string }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}
