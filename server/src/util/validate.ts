// Parses a body or params with a zod schema; failures become 400 with field-keyed errors
// whose texts are the spec §5 messages the schemas carry.
import type { z } from 'zod';
import { badRequest } from './http-error';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= issue.message;
  }
  const first = Object.values(errors)[0] ?? 'Invalid request';
  throw badRequest(first, errors);
}
