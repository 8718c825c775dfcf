// Request bodies, params and querystrings are declared as zod schemas on the routes and checked
// by Fastify with zodValidatorCompiler (app.ts); failures become 400 with field-keyed errors
// whose texts are the spec §5 messages the schemas carry. parseInput checks the same way inside
// a handler, for the few checks that depend on the caller (e.g. the admin's password reset).
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { badRequest, type HttpError } from './http-error';

/** The 400 answer for a failed parse: the first message, and one message per field. */
export function inputError(error: z.ZodError): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= issue.message;
  }
  const first = Object.values(errors)[0] ?? 'Invalid request';
  return badRequest(first, errors);
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw inputError(result.error);
}

/**
 * Fastify's validator for route schemas (body, params, querystring): a missing body parses as
 * {} so every required field gets its own message, and the error is the HttpError the central
 * error handler answers with (the same JSON as parseInput).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url }) => {
  // A JSON Schema here would fail every request; fail at start instead.
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`${method} ${url}: request schemas are zod schemas (util/validate.ts)`);
  }
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: inputError(result.error) };
  };
};
