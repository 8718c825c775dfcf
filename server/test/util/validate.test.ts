// Route schemas are checked by zodValidatorCompiler with the same 400 body as
// parseInput: the first message, and one message per field.
import { z } from 'zod';
import { HttpError } from '../../src/util/http-error';
import { zodValidatorCompiler } from '../../src/util/validate';

const schema = z.object({
  email: z.string({ error: 'Email Required' }).min(1, 'Email Required'),
  pincode: z.string({ error: 'Pin Code field is required' }),
});

function compile(routeSchema: unknown) {
  return zodValidatorCompiler({
    schema: routeSchema as z.ZodType,
    method: 'POST',
    url: '/api/users/example',
    httpPart: 'body',
  }) as (data: unknown) => { value?: unknown; error?: unknown };
}

describe('zodValidatorCompiler', () => {
  it('answers a missing body with every field message', () => {
    const { error } = compile(schema)(null);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'Email Required',
      code: 'validation_error',
      errors: { email: 'Email Required', pincode: 'Pin Code field is required' },
    });
  });

  it('hands the parsed value to the handler', () => {
    expect(compile(schema)({ email: 'a@b.test', pincode: '1234', extra: 1 })).toEqual({
      value: { email: 'a@b.test', pincode: '1234' },
    });
  });

  it('refuses a JSON Schema at start instead of failing every request', () => {
    expect(() => compile({ type: 'object' })).toThrow(/POST \/api\/users\/example/);
  });
});
