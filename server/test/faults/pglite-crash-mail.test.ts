// The single process on PGlite is killed (kill -9) while owners put cars onsite; after a restart
// every committed car's onsite mail is sent exactly once (docs/adr/0022, "Mails that go once").
// Before the outbox the embedded queue lost what it had not sent yet. PGlite only: PostgreSQL
// deployments run several instances, which the cluster test covers.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readOutbox } from '../helpers/requests';
import { copyTemplateInto } from '../helpers/template-database';
import { inDays, vehicleForm } from '../helpers/vehicle-fixtures';
import { freePort, waitFor } from '../../test-cluster/cluster';

const SERVER_DIR = path.resolve(__dirname, '../..');
const WRITES = 200;
/** The kill comes after this many acknowledged writes: mid-way, with mails still queued. */
const KILL_AFTER = 60;
const CONCURRENCY = 4;
const START_MS = 300_000;

/** Resolves once the process has ended (a process killed by a signal has no exit code). */
const exited = (process: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (process.exitCode !== null || process.signalCode !== null) resolve();
    else process.once('exit', () => resolve());
  });

const onPglite = !process.env.DATABASE_URL;
(onPglite ? describe : describe.skip)('kill -9 of the single process on PGlite', () => {
  jest.setTimeout(3 * START_MS);
  const dir = mkdtempSync(path.join(tmpdir(), 'parking-crash-'));
  const dataDir = path.join(dir, 'data');
  const outbox = path.join(dir, 'outbox');
  const jwtSecret = randomBytes(32).toString('hex');
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  async function startServer(port: number): Promise<ChildProcess> {
    const started = spawn(
      process.execPath,
      ['-r', './test/helpers/register-ts.cjs', 'src/index.ts'],
      {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          MAIL_OUTBOX: outbox,
          WEB_ROOT: path.join(dir, 'web'),
          JWT_SECRET: jwtSecret,
          LOG_LEVEL: 'warn',
          RATE_LIMIT_SLOWDOWN_MS: '0',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    started.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    await waitFor(
      'the server',
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200,
      START_MS,
    );
    return started;
  }

  it('sends every committed write its mail once after a restart', async () => {
    const phase = (what: string) => process.stderr.write(`[crash test] ${what}\n`);
    expect(copyTemplateInto(dataDir)).toBe(true);
    // Room for every car: the demo community's unit and lot limits raised, no card needed.
    const db = new PGlite(path.join(dataDir, 'pglite'));
    await db.query(`UPDATE communities SET parking_allowed_unit = 1000, parking_allowed_hoa = 5000,
      owner_free_parking_spots = 1000, use_owner_creditcard = false WHERE hoaid = 'demo'`);
    await db.close();

    phase('limits raised');
    const port = await freePort();
    child = await startServer(port);
    const api = `http://127.0.0.1:${port}/api`;
    const post = (url: string, body: object, token?: string) =>
      fetch(`${api}/${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(body),
        // A request cut by the kill must end, not wait for an answer that never comes.
        signal: AbortSignal.timeout(20_000),
      });
    const signIn = await post('users/login', {
      email: 'owner@demo.test',
      password: 'demo-pass-2026',
      hoaid: 'demo',
    });
    const { token } = (await signIn.json()) as { token: string };
    phase(`started, signed in (${signIn.status})`);

    const plates = Array.from({ length: WRITES }, (_, i) => `CRS${String(i).padStart(3, '0')}`);
    const acknowledged = new Set<string>();
    const refusals: string[] = [];
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (next < plates.length && !killed) {
        const plate = plates[next++]!;
        try {
          const response = await post(
            'parking/insert_vehicle',
            vehicleForm({ plate, enddate: inDays(2) }),
            token,
          );
          if (response.status === 201) acknowledged.add(plate);
          else refusals.push(`${response.status} ${await response.text()}`);
        } catch (error) {
          // The connection died with the process.
          if (!killed) phase(`write failed before the kill: ${String(error)}`);
        }
        if (!killed && acknowledged.size >= KILL_AFTER) {
          killed = true;
          child?.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(refusals.slice(0, 3)).toEqual([]);
    await exited(child!);
    phase(`killed after ${acknowledged.size} acknowledged writes`);
    expect(killed).toBe(true);
    const atKill = new PGlite(path.join(dataDir, 'pglite'));
    const unsent = (
      await atKill.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notification_outbox WHERE state <> 'sent'`,
      )
    ).rows[0]?.n;
    await atKill.close();
    phase(`${unsent} mails were not sent yet at the kill`);

    child = await startServer(port);
    const onsiteMails = () =>
      readOutbox(outbox).filter((mail) => / is onsite until /.test(mail.subject));
    phase('restarted');
    // The restart's sweep sends what the killed process had not.
    await waitFor(
      'the outbox to drain',
      async () => onsiteMails().length >= acknowledged.size,
      60_000,
    ).catch(() => phase(`not drained: ${onsiteMails().length} onsite mails`));
    // A little longer, so a second copy would have been sent too.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    child.kill('SIGTERM');
    await exited(child);
    child = undefined;

    const check = new PGlite(path.join(dataDir, 'pglite'));
    const committed = (
      await check.query<{ plate: string }>(
        `SELECT plate FROM vehicles WHERE hoaid = 'demo' AND plate LIKE 'CRS%'`,
      )
    ).rows.map((row) => row.plate);
    const states = (
      await check.query<{ state: string; n: number }>(
        `SELECT state, count(*)::int AS n FROM notification_outbox GROUP BY state`,
      )
    ).rows;
    phase(`outbox: ${JSON.stringify(states)}`);
    const open = states.filter((row) => row.state !== 'sent').reduce((n, row) => n + row.n, 0);
    await check.close();

    const perPlate = new Map<string, number>();
    for (const mail of onsiteMails()) {
      const plate = /: (CRS\d{3}) is onsite/.exec(mail.subject)?.[1];
      if (plate) perPlate.set(plate, (perPlate.get(plate) ?? 0) + 1);
    }
    // Every acknowledged write was kept, and every kept write was mailed exactly once.
    for (const plate of acknowledged) expect(committed).toContain(plate);
    expect(committed.length).toBeGreaterThanOrEqual(acknowledged.size);
    expect([...perPlate.keys()].sort()).toEqual([...committed].sort());
    expect([...perPlate.values()].filter((count) => count !== 1)).toEqual([]);
    expect(open).toBe(0);
    console.log(
      `kill -9 after ${acknowledged.size} acknowledged writes: ${committed.length} committed, ` +
        `${unsent} mails unsent at the kill; after the restart ${perPlate.size} onsite mails, ` +
        'each sent once',
    );
  });
});
