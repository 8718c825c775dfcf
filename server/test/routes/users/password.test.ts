import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  DEMO_PASSWORD,
  bearer,
  login,
  loginRenter,
  readOutbox,
  resetLinkIn,
} from '../../helpers/requests';

const RESET_SENT = 'You will receive an email.  Follow the link to reset your password. Thank You.';

describe('POST /api/users/forgot_password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/users/forgot_password', payload });

  it('mails a reset link to a known address', async () => {
    const response = await post({ email: 'owner@demo.test', hoaid: 'demo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_SENT });
    await t.app.jobs.idle(); // the lookup and the mail run in the job queue
    const mail = readOutbox(t.config.mailOutbox).find((m) => m.to === 'owner@demo.test');
    // Straight to the reset page, the token in the fragment, no e-mail in the URL.
    expect(mail?.text).toMatch(
      /http:\/\/portal\.test\/userverification\/password\/[0-9a-f-]{36}\/demo\/-#token=\S+/,
    );
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = readOutbox(t.config.mailOutbox).length;
    const response = await post({ email: 'nobody@demo.test', hoaid: 'demo' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_SENT });
    await t.app.jobs.idle();
    expect(readOutbox(t.config.mailOutbox)).toHaveLength(before);
  });

  it('reports a missing or malformed e-mail with the spec messages', async () => {
    const missing = await post({ hoaid: 'demo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'Email Required' });
    const malformed = await post({ email: 'owner-at-demo', hoaid: 'demo' });
    expect(malformed.json().errors).toEqual({ email: 'Invalid Email Format' });
  });
});

describe('the reset link and POST /api/users/changepassword', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/changepassword',
      payload,
      headers: token ? bearer(token) : {},
    });

  async function requestReset(email: string, hoaid = 'demo') {
    await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot_password',
      payload: { email, hoaid },
    });
    await t.app.jobs.idle();
    const mails = readOutbox(t.config.mailOutbox).filter((m) => m.to === email);
    const last = mails[mails.length - 1];
    if (!last) throw new Error(`no reset mail for ${email}`);
    return resetLinkIn(last);
  }

  it('resets a password from the mailed link, once', async () => {
    const { userid, token: reset_token } = await requestReset('owner2@demo.test');
    const payload = { userid, password: 'new-pass-2026', password2: 'new-pass-2026', reset_token };
    const response = await change(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset. Thank You.' });
    await login(t.app, 'owner2@demo.test', 'demo', 'new-pass-2026');
    const reused = await change(payload);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Link Expired');
    // A link of an older mail (to the API) now says the link has expired, with no e-mail.
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/users/reset/${userid}/${reset_token}`,
    });
    expect(old.headers.location).toBe(`/userverification/pwlinkexpired/${userid}/demo/-`);
  });

  it("refuses a reset token used for another user's id", async () => {
    const { token } = await requestReset('owner@demo2.test', 'demo2');
    const other = (await login(t.app, 'owner@demo.test')).userid;
    const response = await change({
      userid: other,
      password: 'other-pass-2026',
      password2: 'other-pass-2026',
      reset_token: token,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a readonly owner, who never writes (spec §6)', async () => {
    const reader = await login(t.app, 'readonly@demo.test');
    const response = await change(
      { userid: reader.userid, password: 'reader-pass-2026', password2: 'reader-pass-2026' },
      reader.token,
    );
    expect(response.statusCode).toBe(403);
  });

  it('lets a signed-in owner change their own password', async () => {
    const writer = await login(t.app, 'owner@demo2.test', 'demo2');
    const response = await change(
      {
        userid: writer.userid,
        current_password: DEMO_PASSWORD,
        password: 'owner-new-2026',
        password2: 'owner-new-2026',
      },
      writer.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Change Password Success' });
    await login(t.app, 'owner@demo2.test', 'demo2', 'owner-new-2026');
  });

  it("refuses an owner changing another user's password", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const admin = await login(t.app, 'admin@demo.test');
    const response = await change(
      { userid: admin.userid, password: 'taken-over-2026', password2: 'taken-over-2026' },
      owner.token,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('not authorized to change owner');
  });

  it('lets an admin reset an owner of the community, not one of another community', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const owner = await login(t.app, 'owner@demo.test');
    const ok = await change(
      { userid: owner.userid, password: 'by-admin-2026', password2: 'by-admin-2026' },
      admin.token,
    );
    expect(ok.statusCode).toBe(200);
    await login(t.app, 'owner@demo.test', 'demo', 'by-admin-2026');
    const foreign = await login(t.app, 'admin@demo2.test', 'demo2');
    const cross = await change(
      { userid: foreign.userid, password: 'foreign-pass-2026', password2: 'foreign-pass-2026' },
      admin.token,
    );
    expect(cross.statusCode).toBe(404);
  });

  it('refuses renters and anonymous callers', async () => {
    const owner = await login(t.app, 'admin@demo.test');
    const renter = await loginRenter(t.app, '101', '1234');
    const payload = {
      userid: owner.userid,
      password: 'renter-try-2026',
      password2: 'renter-try-2026',
    };
    expect((await change(payload)).statusCode).toBe(401);
    expect((await change(payload, renter.token)).statusCode).toBe(403);
  });

  it('reports the spec password messages', async () => {
    const admin = await login(t.app, 'admin@demo.test');
    const missing = await change({ userid: admin.userid }, admin.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      password: 'Password Required',
      password2: 'Password Confirmation Required',
    });
    const different = await change(
      { userid: admin.userid, password: 'long-enough-a', password2: 'long-enough-b' },
      admin.token,
    );
    expect(different.json().errors).toEqual({ password2: 'Passwords must be the same' });
    // At least 10 characters and not a common password.
    const short = await change(
      { userid: admin.userid, password: 'x1', password2: 'x1' },
      admin.token,
    );
    expect(short.json().errors).toEqual({ password: 'Password must be at least 10 characters' });
    const common = await change(
      { userid: admin.userid, password: 'Password123', password2: 'Password123' },
      admin.token,
    );
    expect(common.json().errors).toEqual({
      password: 'This password is too common. Please choose another one.',
    });
    const badId = await change(
      { userid: 'x', password: DEMO_PASSWORD, password2: DEMO_PASSWORD },
      admin.token,
    );
    expect(badId.json().errors).toEqual({ userid: 'userid must be a valid id' });
  });

  it('answers a reset link of an unknown user like any expired link', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/reset/00000000-0000-4000-8000-000000000000/abc',
    });
    expect(response.headers.location).toBe(
      '/userverification/pwlinkexpired/00000000-0000-4000-8000-000000000000/demo/-',
    );
  });
});
