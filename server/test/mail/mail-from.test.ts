// The sender of every mail is the MAIL_FROM setting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { DEFAULT_MAIL_FROM } from '../../src/mail/mailer';

describe('MAIL_FROM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-from-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(32) };

  it('defaults to the documented sender, never no-reply@parking.local', () => {
    expect(loadConfig(env).mailFrom).toBe(DEFAULT_MAIL_FROM);
    expect(DEFAULT_MAIL_FROM).not.toContain('no-reply@parking.local');
  });

  it('takes an address or "Name <address>"', () => {
    expect(loadConfig({ ...env, MAIL_FROM: 'parking@hoa.example' }).mailFrom).toBe(
      'parking@hoa.example',
    );
    expect(loadConfig({ ...env, MAIL_FROM: 'Sea Breeze <parking@hoa.example>' }).mailFrom).toBe(
      'Sea Breeze <parking@hoa.example>',
    );
  });

  it('refuses a value that is not an address', () => {
    expect(() => loadConfig({ ...env, MAIL_FROM: 'Sea Breeze' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, MAIL_FROM: 'Sea Breeze' })).toThrow(/MAIL_FROM/);
  });
});
