// Requests and mail counts shared by the cluster tests (scale-out, faults).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { todayIn } from '../src/util/dates';

export const today = todayIn('America/New_York');
export const PASSWORD = 'demo-pass-2026';

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      browserdate: today,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

export async function login(base: string, email: string, hoaid: string): Promise<string> {
  const reply = await call(base, 'POST', '/api/users/login', undefined, {
    email,
    password: PASSWORD,
    hoaid,
  });
  if (reply.status !== 200)
    throw new Error(`login ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return String(reply.body.token);
}

/** How many mails the outbox folder holds per recipient (or per subject). */
export function mailsTo(outbox: string, field: 'to' | 'subject' = 'to'): Map<string, number> {
  const counts = new Map<string, number>();
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.json'));
  } catch {
    return counts;
  }
  for (const file of files) {
    const mail = JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as Record<
      string,
      string
    >;
    const value = mail[field] ?? '';
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** POST /api/parking/uploadcsv as the admin's browser sends it; answers the import's id. */
export async function uploadCsv(base: string, token: string, csv: string): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ id: 'admin', name: 'owners.csv', hoaid: 'demo' })) {
    form.append(key, value);
  }
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'owners.csv');
  const upload = await fetch(`${base}/api/parking/uploadcsv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, browserdate: today },
    body: form,
  });
  const body = (await upload.json()) as { jobid?: string };
  if (upload.status !== 200 || !body.jobid) {
    throw new Error(`upload: ${upload.status} ${JSON.stringify(body)}`);
  }
  return body.jobid;
}
