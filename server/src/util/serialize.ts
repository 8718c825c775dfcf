// Response serialisation (docs/adr/0035). A route's response schema is a zod schema from
// @parking/shared/domain (the wire shape written once). It is serialised by Fastify's own
// fast-json-stringify: the zod schema is turned into JSON Schema once, when the route is
// registered (its output side, strict objects closed), so a hot read costs what it did, and a
// field the schema does not name never leaves the server. A plain JSON Schema (a plugin's own
// route) is compiled as it is.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

const compileJsonSchema = SerializerSelector()();

/** The JSON Schema of a response as it leaves the server (the OpenAPI document shows the same). */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  delete json.$schema;
  return json;
}

export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  compileJsonSchema({
    method: route.method,
    url: route.url,
    httpStatus: route.httpStatus ?? 'default',
    schema: route.schema instanceof z.ZodType ? responseJsonSchema(route.schema) : route.schema,
  });
