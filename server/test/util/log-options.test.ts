// The log never carries bodies, tokens or personal data, and a failed query is logged
// without its parameters.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions, serializeError } from '../../src/util/log-options';

function failedQuery(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    detail: 'Key (email)=(olivia@example.test) already exists.',
  });
  return new Error(
    'Failed query: insert into "users" ("email", "phone", "pincode") values ($1, $2, $3)\n' +
      'params: olivia@example.test,302-555-0100,1234',
    { cause },
  );
}

describe('serializeError', () => {
  it('keeps the query and the database code, not the parameters or the detail', () => {
    const logged = JSON.stringify(serializeError(failedQuery()));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).not.toMatch(/olivia|302-555|1234/);
  });
});

describe('the server log', () => {
  it('has no Authorization header, query string, body, e-mail, phone or PIN', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.post('/api/users/changepassword', async (request) => {
      request.log.info({ body: request.body }, 'body logged by mistake');
      request.log.info({ email: 'olivia@example.test', user: { phone: '302-555-0100' } }, 'who');
      request.log.error({ err: failedQuery() }, 'request failed');
      return { ok: true };
    });
    app.get('/api/users/verify/:userid/:token', async () => ({ ok: true }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/changepassword?token=secret-reset-token',
      headers: { authorization: 'Bearer secret-session-token' },
      payload: { password: 'new-pass-2026', pincode: '1234' },
    });
    expect(response.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/users/verify/user-1/secret-verify-token' });
    await app.close();
    // Numbers the logger adds (time, pid, responseTime) could hold the PIN's digits by chance.
    const log = lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const {
          time: _time,
          pid: _pid,
          responseTime: _ms,
          ...fields
        } = JSON.parse(line) as {
          [key: string]: unknown;
        };
        return JSON.stringify(fields);
      })
      .join('\n');
    expect(log).toContain('/api/users/changepassword');
    expect(log).toContain('request failed');
    for (const secret of [
      'secret-reset-token',
      'secret-verify-token',
      'secret-session-token',
      'new-pass-2026',
      '1234',
      'olivia@example.test',
      '302-555-0100',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
