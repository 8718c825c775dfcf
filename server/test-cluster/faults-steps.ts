// Steps and counts of the faults test (production-faults.faults.ts), read from the cluster's
// database, its instances and its outbox folder.
import { addDays, todayIn } from '../src/util/dates';
import type { Cluster } from './cluster';
import { mailsTo } from './http';

/** An owners CSV of `rows` new owners named after `prefix` (no password: a reset mail each). */
export function ownersCsv(prefix: string, rows: number): string {
  return [
    'first_name,last_name,email,phone,unitnumber,pincode',
    ...Array.from(
      { length: rows },
      (_, i) =>
        `Im,Port${i},${prefix}${i}@example.org,302-555-${1000 + i},${prefix}-${i},${1000 + i}`,
    ),
  ].join('\n');
}

/** Whether outbox rows of these keys exist and none is still to be sent. */
export async function outboxDone(cluster: Cluster, keys: string): Promise<boolean> {
  const [row] = await cluster.query<{ open: number; all: number }>(
    `SELECT count(*) FILTER (WHERE state IN ('pending', 'sending'))::int AS open,
            count(*)::int AS all FROM notification_outbox WHERE key LIKE $1`,
    [keys],
  );
  return row !== undefined && row.all > 0 && row.open === 0;
}

/** Jobs completed on every lane (the workers' metrics), and jobs still to run. */
export async function jobCounts(cluster: Cluster): Promise<{ completed: number; left: number }> {
  const [row] = await cluster.query<{ completed: number; left: number }>(
    `SELECT (SELECT coalesce(sum(count), 0)::int FROM bullmq.metrics WHERE kind = 'completed')
              AS completed,
            (SELECT count(*)::int FROM bullmq.job WHERE state IN ('waiting', 'active', 'delayed'))
              AS left`,
  );
  return row ?? { completed: 0, left: 0 };
}

/** Up to 30 cars of the community (one per plate, owners who take reminders) due tomorrow. */
export async function carsDueTomorrow(cluster: Cluster, hoaid: string, zone: string) {
  return cluster.query<{ id: string; plate: string }>(
    `UPDATE vehicles v SET enddate = $1
      WHERE v.id IN (SELECT DISTINCT ON (v2.plate) v2.id FROM vehicles v2
                       JOIN users u ON u.id = v2.ownerid
                      WHERE v2.hoaid = $3 AND v2.status_flag <> 9 AND u.closed_at IS NULL
                        AND u.email <> '' AND NOT ('reminder' = ANY (u.mail_off))
                        AND v2.startdate <= $2
                      ORDER BY v2.plate LIMIT 30)
      RETURNING v.id, v.plate`,
    [addDays(todayIn(zone), 1), todayIn(zone), hoaid],
  );
}

/** Whether the scan job has completed after `after` (ms since the epoch). */
export async function jobFinishedAfter(cluster: Cluster, id: string, after: number) {
  const [job] = await cluster.query<{ finished: string | null }>(
    `SELECT finished_at_ms::text AS finished FROM bullmq.job
      WHERE queue = 'parking' AND id = $1 AND state = 'completed'`,
    [id],
  );
  return job?.finished != null && Number(job.finished) > after;
}

/** Checkout reminder mails in the outbox folder, per plate. */
export function remindersPerPlate(outbox: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [subject, n] of mailsTo(outbox, 'subject')) {
    const plate = /Checkout tomorrow for (.+)$/.exec(subject)?.[1];
    if (plate) counts.set(plate, (counts.get(plate) ?? 0) + n);
  }
  return counts;
}

export interface PinRound {
  wrong: number[];
  right: number[];
  spread: number[];
  failures: number;
}

const pin = (url: string, pincode: string, client: string) =>
  fetch(`${url}/api/users/loginrenter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ unitnumber: '101', pincode, hoaid: 'demo' }),
  }).then((response) => response.status);

/**
 * Three wrong PINs for unit 101 from one address, one per instance, then the right one on each
 * (the limit of 3 holds on all: 429); then three wrong ones at once from three other addresses,
 * which take turns at the unit's gate. Answers the statuses and the unit's failure count.
 */
export async function pinRound(cluster: Cluster, client: string): Promise<PinRound> {
  const wrong: number[] = [];
  for (const i of cluster.instances) wrong.push(await pin(i.url, '0000', client));
  const right: number[] = [];
  for (const i of cluster.instances) right.push(await pin(i.url, '1234', client));
  const spread = await Promise.all(
    cluster.instances.map((i, n) => pin(i.url, '0000', `${client}${n + 1}`)),
  );
  const [gate] = await cluster.query<{ failures: number }>(
    `SELECT failures FROM pin_gates WHERE hoaid = 'demo' AND unitnumber = '101'`,
  );
  return { wrong, right, spread, failures: gate?.failures ?? 0 };
}
