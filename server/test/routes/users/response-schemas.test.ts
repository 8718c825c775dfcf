// The /api/users response schemas (shared, docs/adr/0035) let only the listed fields out.
import Fastify from 'fastify';
import {
  loginResponseSchema,
  messageSchema,
  renterLoginResponseSchema,
} from '@parking/shared/domain';
import { responseSerializerCompiler } from '../../../src/util/serialize';

describe('users response schemas', () => {
  it('drop any field a handler returns beyond the screen fields', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    const user = {
      token: 't',
      role: 'owner',
      userid: 'u',
      unitnumber: '101',
      name: 'Olivia Owner',
      email: 'owner@demo.test',
      hoaid: 'demo',
      has_read_terms: true,
      first_name: 'Olivia',
      last_name: 'Owner',
      phone: '302-555-0100',
    };
    const leaky = { password_hash: '$argon2id$...', pincode: '1234', session_version: 3 };
    app.get('/login', { schema: { response: { 200: loginResponseSchema } } }, async () => ({
      ...user,
      ...leaky,
    }));
    app.get('/renter', { schema: { response: { 200: renterLoginResponseSchema } } }, async () => ({
      token: 't',
      role: 'renter',
      _id: 'u',
      unitnumber: '101',
      renter_free_parking: 1,
      hoaid: 'demo',
      ...leaky,
    }));
    app.get('/message', { schema: { response: { 200: messageSchema } } }, async () => ({
      message: 'Change PIN Success',
      ...leaky,
    }));
    expect((await app.inject({ url: '/login' })).json()).toEqual(user);
    expect(Object.keys((await app.inject({ url: '/renter' })).json())).toEqual([
      'token',
      'role',
      '_id',
      'unitnumber',
      'renter_free_parking',
      'hoaid',
    ]);
    expect((await app.inject({ url: '/message' })).json()).toEqual({
      message: 'Change PIN Success',
    });
    await app.close();
  });
});
