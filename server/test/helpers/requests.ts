// Small helpers for app.inject calls in the route tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse, RenterLoginResponse } from '@parking/shared/domain';

export const DEMO_PASSWORD = 'demo-pass-2026';

export async function login(
  app: FastifyInstance,
  email: string,
  hoaid = 'demo',
  password = DEMO_PASSWORD,
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password, hoaid },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
  return response.json<LoginResponse>();
}

export async function loginRenter(
  app: FastifyInstance,
  unitnumber: string,
  pincode: string,
  hoaid = 'demo',
): Promise<RenterLoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/loginrenter',
    payload: { unitnumber, pincode, hoaid },
  });
  if (response.statusCode !== 200)
    throw new Error(`check-in ${unitnumber} failed: ${response.body}`);
  return response.json<RenterLoginResponse>();
}

/** The demo tokens the admin route suites use: each role of `demo`, demo2's admin, a renter. */
export type RoleTokens = Record<'admin' | 'readonly' | 'owner' | 'admin2' | 'renter', string>;

export async function roleTokens(app: FastifyInstance): Promise<RoleTokens> {
  return {
    admin: (await login(app, 'admin@demo.test')).token,
    readonly: (await login(app, 'readonly@demo.test')).token,
    owner: (await login(app, 'owner@demo.test')).token,
    admin2: (await login(app, 'admin@demo2.test', 'demo2')).token,
    renter: (await loginRenter(app, '101', '1234')).token,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Mails written to the outbox folder, oldest first. */
export function readOutbox(outbox: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as OutboxMail);
}

/** The first link of a path in a mail's text, e.g. /api/users/reset/. */
export function linkIn(mail: OutboxMail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathPrefix}[^\\s]+`).exec(mail.text);
  if (!match) throw new Error(`no ${pathPrefix} link in mail to ${mail.to}`);
  return new URL(match[0]).pathname;
}

/** The reset page link of a reset mail: user id and the token from the URL fragment. */
export function resetLinkIn(mail: OutboxMail): { userid: string; hoaid: string; token: string } {
  const match = /https?:\/\/\S+\/userverification\/password\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail to ${mail.to}`);
  const url = new URL(match[0]);
  const [, , , userid = '', hoaid = ''] = url.pathname.split('/');
  const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
  return { userid, hoaid, token };
}

/** A multipart body: the fields, then the CSV as the `file` part (uploadcsv). */
export function multipart(fields: Record<string, string>, csv?: string) {
  const boundary = '----parkingtest';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (csv !== undefined) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="owners.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
    );
  }
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The settings updatehoa always takes, as the HOA Settings form sends them. */
const HOA_FORM_SETTINGS = [
  'parking_allowed_unit',
  'parking_allowed_renter',
  'parking_allowed_hoa',
  'renter_free_parking_spots',
  'owner_free_parking_spots',
  'season_adjust_unit',
  'season_adjust_renter',
  'season_parking_fee_factor',
  'use_availability_factor',
  'use_warning_status',
  'availability_warning_buffer',
  'parking_information_url',
] as const;

/** An updatehoa body that keeps the community's settings as `hoa` (its data_for_hoa) shows them. */
export function settingsOf(hoa: Record<string, unknown>, hoaid = 'demo'): Record<string, unknown> {
  return { hoaid, ...Object.fromEntries(HOA_FORM_SETTINGS.map((key) => [key, hoa[key]])) };
}
