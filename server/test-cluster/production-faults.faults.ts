// `npm run test:faults` (issue 22, docs/adr/0022 and 0032): the set-up of README "Running
// several instances" (three instances, nginx, PostgreSQL, Redis) under a bounded mixed load,
// through the faults production brings. Each part prints its figures.
import { addDays, todayIn } from '../src/util/dates';
import { startCluster, waitFor, type Cluster } from './cluster';
import { call, login, mailsTo, uploadCsv } from './http';
import { runLoad, type LoadResult } from './load';

const figures: string[] = [];
function figure(line: string) {
  figures.push(line);
  process.stdout.write(`[faults] ${line}\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const IMPORT_ROWS = 5000;

describe('production faults: three instances, nginx, PostgreSQL, Redis', () => {
  let cluster: Cluster;
  let admin: string;
  const started = Date.now();
  beforeAll(async () => {
    cluster = await startCluster({
      instances: 3,
      env: {
        // The reminder scan is queued each second (part d); PIN limit small (part b).
        NOTIFY_TICK_SECONDS: '1',
        RATE_LIMIT_RENTER_PER_UNIT: '3',
        RATE_LIMIT_SLOWDOWN_MS: '0',
      },
    });
    admin = await login(cluster.proxyUrl, 'admin@demo.test', 'demo');
  }, 400_000);
  afterAll(async () => {
    await cluster?.stop();
    process.stdout.write(
      `\n[faults] ---- figures (${Math.round((Date.now() - started) / 1000)} s in all) ----\n` +
        figures.map((line) => `[faults] ${line}\n`).join(''),
    );
  }, 30_000);

  /** No outbox row of these keys is still to be sent. */
  const outboxDone = async (keys: string) => {
    const [row] = await cluster.query<{ open: number; all: number }>(
      `SELECT count(*) FILTER (WHERE state IN ('pending', 'sending'))::int AS open,
              count(*)::int AS all FROM notification_outbox WHERE key LIKE $1`,
      [keys],
    );
    return row !== undefined && row.all > 0 && row.open === 0;
  };
  const exited = () =>
    cluster.instances.filter((i) => i.process.exitCode !== null || i.process.signalCode !== null);

  it('(a) survives all its database connections terminated twice under load', async () => {
    const drops: number[] = [];
    let terminated = 0;
    const load: LoadResult = await runLoad(cluster.proxyUrl, admin, 'DROP', async () => {
      for (const wait of [2000, 4000]) {
        await sleep(wait);
        drops.push(Date.now());
        const [row] = await cluster.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()) AS ended`,
        );
        terminated += row?.n ?? 0;
      }
      await sleep(4000);
    });
    const stored = new Set(
      (
        await cluster.query<{ violation_plate: string }>(
          `SELECT violation_plate FROM violations WHERE violation_plate LIKE 'DROP%'`,
        )
      ).map((row) => row.violation_plate),
    );
    const lost = load.acknowledged.filter((plate) => !stored.has(plate));
    const WINDOW_MS = 3000;
    const outside = load.errors.filter(
      (error) => !drops.some((drop) => error.at >= drop - 100 && error.at <= drop + WINDOW_MS),
    );
    figure(
      `(a) ${terminated} connections terminated in 2 drops; ${load.requests} requests, ` +
        `${load.acknowledged.length} writes acknowledged, ${lost.length} lost; ` +
        `${exited().length} instance exits; ${load.errors.length} errors ` +
        `(${[...new Set(load.errors.map((e) => e.status))].join('/') || 'none'}), ` +
        `${outside.length} outside ${WINDOW_MS / 1000} s after a drop`,
    );
    expect(terminated).toBeGreaterThanOrEqual(6);
    expect(exited()).toEqual([]);
    expect(lost).toEqual([]);
    expect(outside).toEqual([]);
    for (const instance of cluster.instances) {
      expect((await call(instance.url, 'GET', '/api/health')).status).toBe(200);
    }
  }, 120_000);

  it('(b) keeps a logged-out token refused and PIN limits per unit while Redis is lost', async () => {
    const owner = await login(cluster.proxyUrl, 'owner@demo.test', 'demo');
    expect((await call(cluster.proxyUrl, 'POST', '/api/users/logout', owner)).status).toBeLessThan(
      300,
    );
    const tokenStatuses = () =>
      Promise.all(
        cluster.instances.map(
          async (i) =>
            (await call(i.url, 'POST', '/api/users/get_notification_preferences', owner, {}))
              .status,
        ),
      );
    const pin = (url: string, pincode: string, client: string) =>
      fetch(`${url}/api/users/loginrenter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ unitnumber: '101', pincode, hoaid: 'demo' }),
      }).then((response) => response.status);

    interface PinRound {
      wrong: number[];
      right: number[];
      spread: number[];
      failures: number;
    }
    /**
     * Three wrong PINs from one address, one per instance, then the right one on each (the
     * limit of 3 holds on all: 429); then three wrong ones at once from three other addresses,
     * which take turns at the unit's gate. Answers the statuses and the unit's failure count.
     */
    const pinRound = async (client: string): Promise<PinRound> => {
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
    };

    await cluster.redis.kill();
    await waitFor('health to say degraded', async () => {
      const reply = await call(cluster.instances[0]!.url, 'GET', '/api/health');
      return reply.body.status === 'degraded';
    });
    const whileDown = await tokenStatuses();
    const pins = await pinRound('198.51.100.7');
    await cluster.redis.start();
    await waitFor('Redis back on every instance', async () => {
      const replies = await Promise.all(
        cluster.instances.map((i) => call(i.url, 'GET', '/api/health')),
      );
      return replies.every((reply) => reply.body.status === 'ok');
    });
    const afterReturn = await tokenStatuses();
    const pinsAfter = await pinRound('198.51.100.8');
    const refused = [...whileDown, ...afterReturn].filter((status) => status === 401).length;
    const show = (round: PinRound) =>
      `wrong ${round.wrong.join('/')} then right ${round.right.join('/')}, ` +
      `3 more wrong from 3 addresses ${round.spread.join('/')}, unit failures ${round.failures}`;
    figure(
      `(b) logged-out token: ${refused} of 6 requests refused (3 instances while Redis down, ` +
        `3 after it came back empty); PIN of one unit over 3 instances, Redis down: ` +
        `${show(pins)}; Redis back empty: ${show(pinsAfter)}`,
    );
    expect(whileDown).toEqual([401, 401, 401]);
    expect(afterReturn).toEqual([401, 401, 401]);
    for (const round of [pins, pinsAfter]) {
      expect(round.wrong).toEqual([401, 401, 401]);
      expect(round.right).toEqual([429, 429, 429]);
      expect(round.spread).toEqual([401, 401, 401]);
    }
    // One count per unit, shared by every instance and address, kept through Redis's loss.
    expect(pins.failures).toBe(6);
    expect(pinsAfter.failures).toBe(12);
  }, 120_000);

  it(`(c) imports ${IMPORT_ROWS} rows once, one mail each, after kill -9 of the importing instance`, async () => {
    const csv = [
      'first_name,last_name,email,phone,unitnumber,pincode',
      ...Array.from(
        { length: IMPORT_ROWS },
        (_, i) => `Im,Port${i},imp${i}@example.org,302-555-${1000 + i},imp-${i},${1000 + i}`,
      ),
    ].join('\n');
    const jobid = await uploadCsv(cluster.proxyUrl, admin, csv);
    const uploadedAt = Date.now();
    let worker = '';
    await waitFor(
      'the import to start',
      async () => {
        const [row] = await cluster.query<{ worker: string | null }>(
          `SELECT worker FROM csv_imports WHERE id = $1 AND state = 'active'`,
          [jobid],
        );
        worker = row?.worker ?? '';
        return worker !== '';
      },
      60_000,
    );
    const pid = Number(worker.split(':').pop());
    const victim = cluster.instances.find((i) => i.process.pid === pid);
    if (!victim) throw new Error(`no instance runs the import (${worker})`);
    victim.process.kill('SIGKILL');
    const [atKill] = await cluster.query<{ done: number; owners: number }>(
      `SELECT done, (SELECT count(*)::int FROM users WHERE email LIKE 'imp%@example.org') AS owners
         FROM csv_imports WHERE id = $1`,
      [jobid],
    );
    const killedAt = Date.now();
    const survivor = cluster.instances.find((i) => i !== victim)!;
    await waitFor(
      'the import to resume and finish',
      async () =>
        (await call(survivor.url, 'GET', `/api/parking/csv_import/${jobid}`, admin)).body.state ===
        'completed',
      180_000,
    );
    const resumedIn = Date.now() - killedAt;
    const imported = () => [...mailsTo(cluster.outbox)].filter(([to]) => to.startsWith('imp'));
    await waitFor("the import's mails to be sent", () => outboxDone('account_%'), 240_000);
    await sleep(2000); // time for a second mail, had there been one
    const [owners] = await cluster.query<{ n: number; distinct: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT email)::int AS distinct FROM users
        WHERE email LIKE 'imp%@example.org'`,
    );
    const [row] = await cluster.query<{ runs: number; csv: string | null }>(
      `SELECT runs, csv FROM csv_imports WHERE id = $1`,
      [jobid],
    );
    const mails = imported();
    const progress = await call(survivor.url, 'GET', `/api/parking/csv_import/${jobid}`, admin);
    figure(
      `(c) instance killed ${killedAt - uploadedAt} ms after the upload (${atKill?.done ?? 0} rows ` +
        `checked, ${atKill?.owners ?? 0} owners committed); import resumed and finished ` +
        `${Math.round(resumedIn / 1000)} s later in ${row?.runs} runs: ${owners?.n} owners ` +
        `(${owners?.distinct} distinct) of ${IMPORT_ROWS}; ${mails.length} addresses mailed, ` +
        `${mails.filter(([, n]) => n > 1).length} more than once; all mails sent ` +
        `${Math.round((Date.now() - uploadedAt) / 1000)} s after the upload`,
    );
    expect(owners).toEqual({ n: IMPORT_ROWS, distinct: IMPORT_ROWS });
    expect(mails).toHaveLength(IMPORT_ROWS);
    expect(mails.every(([, n]) => n === 1)).toBe(true);
    expect(row?.csv).toBeNull();
    expect(progress.body).toMatchObject({
      state: 'completed',
      imported: IMPORT_ROWS,
      message: null,
    });
  }, 500_000);

  it('(d) sends one reminder per car after 6,000 jobs and three more runs of the scan', async () => {
    const completedJobs = async () =>
      (
        await cluster.query<{ n: number }>(
          `SELECT coalesce(sum(count), 0)::int AS n FROM bullmq.metrics WHERE kind = 'completed'`,
        )
      )[0]?.n ?? 0;
    const alive = cluster.instances.find(
      (i) => i.process.exitCode === null && !i.process.signalCode,
    )!;
    const before = await completedJobs();
    if (before < 6000) {
      // More jobs through the product's own path: a second import and its mails.
      const rows = Math.min(IMPORT_ROWS, 6000 - before + 10);
      const csv = [
        'first_name,last_name,email,phone,unitnumber,pincode',
        ...Array.from(
          { length: rows },
          (_, i) => `Fi,Ller${i},fill${i}@example.org,302-555-${i},fill-${i},${1000 + i}`,
        ),
      ].join('\n');
      await uploadCsv(alive.url, admin, csv);
    }
    const queued = async () =>
      (
        await cluster.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM bullmq.job WHERE state IN ('waiting', 'active', 'delayed')`,
        )
      )[0]?.n ?? 0;
    await waitFor(
      '6,000 completed jobs and none left',
      async () => (await completedJobs()) >= 6000 && (await queued()) === 0,
      300_000,
    );

    const zone = 'America/New_York';
    const tomorrow = addDays(todayIn(zone), 1);
    const cars = await cluster.query<{ id: string; plate: string }>(
      `UPDATE vehicles v SET enddate = $1
        WHERE v.id IN (SELECT DISTINCT ON (v2.plate) v2.id FROM vehicles v2
                         JOIN users u ON u.id = v2.ownerid
                        WHERE v2.hoaid = 'demo' AND v2.status_flag <> 9 AND u.closed_at IS NULL
                          AND u.email <> '' AND NOT ('reminder' = ANY (u.mail_off))
                          AND v2.startdate <= $2
                        ORDER BY v2.plate LIMIT 30)
        RETURNING v.id, v.plate`,
      [tomorrow, todayIn(zone)],
    );
    const date = todayIn(zone);
    await cluster.query(`UPDATE communities SET reminder_time = '00:00' WHERE hoaid = 'demo'`);
    const scanId = `scan_reminder_demo_${date}_0000`;
    const scanDone = async (after: number) => {
      const [job] = await cluster.query<{ finished: string | null }>(
        `SELECT finished_at_ms::text AS finished FROM bullmq.job
          WHERE queue = 'parking' AND id = $1 AND state = 'completed'`,
        [scanId],
      );
      return job?.finished != null && Number(job.finished) > after;
    };
    await waitFor('the first reminder scan', () => scanDone(0), 60_000).catch(async (error) => {
      const scans = await cluster.query(
        `SELECT id, state, finished_at_ms FROM bullmq.job WHERE name = 'notify-scan'`,
      );
      const counts = await cluster.query(
        `SELECT queue, state, count(*)::int AS n FROM bullmq.job GROUP BY 1, 2`,
      );
      throw new Error(`${String(error)}: ${JSON.stringify({ scanId, scans, counts })}`);
    });
    // Three more runs: each time the queue forgets the scan's id, as its retention does.
    for (let run = 0; run < 3; run += 1) {
      const evicted = Date.now();
      await cluster.query(`DELETE FROM bullmq.job WHERE queue = 'parking' AND id = $1`, [scanId]);
      await waitFor(`reminder scan run ${run + 2}`, () => scanDone(evicted), 60_000);
    }
    const reminders = () => {
      const counts = new Map<string, number>();
      for (const [subject, n] of mailsTo(cluster.outbox, 'subject')) {
        const plate = /^Checkout tomorrow for (.+)$/.exec(subject)?.[1];
        if (plate) counts.set(plate, (counts.get(plate) ?? 0) + n);
      }
      return counts;
    };
    const plates = [...new Set(cars.map((car) => car.plate))];
    await waitFor('the reminders to be sent', () => outboxDone('reminder_%'), 120_000);
    await sleep(3000);
    const counts = reminders();
    const per = plates.map((plate) => counts.get(plate) ?? 0);
    figure(
      `(d) ${await completedJobs()} jobs completed; reminder scan run 4 times; ${cars.length} cars ` +
        `due tomorrow: ${per.filter((n) => n === 1).length} reminded once, ` +
        `${per.filter((n) => n > 1).length} more than once, ${per.filter((n) => n === 0).length} never`,
    );
    expect(cars.length).toBeGreaterThan(0);
    expect(per.every((n) => n === 1)).toBe(true);
  }, 600_000);
});
