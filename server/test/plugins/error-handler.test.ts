import Fastify from 'fastify';
import errorHandlerPlugin from '../../src/plugins/error-handler';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('central error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a malformed JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "owner@demo.test",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON',
      code: 'validation_error',
    });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/parking/insert_notification',
      payload: {
        hoaid: 'demo',
        notify_name: 'x',
        notify_description: 'y'.repeat(1024 * 1024 + 10),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large');
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('hides the details of a server error and logs them with the request id', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    });
    await app.register(errorHandlerPlugin);
    app.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Unexpected Application Error!' });
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toBeDefined();
    expect(logged.join('')).toContain('hunter2');
    expect(logged.join('')).toContain(String(response.headers['x-request-id']));
    await app.close();
  });
});
