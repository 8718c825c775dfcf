// The scale-out test (ARCHITECTURE "Several instances", README "Running several instances"):
// three unchanged server instances on one PostgreSQL and one Redis, behind nginx.
import { addDays } from '../src/util/dates';
import { startCluster, waitFor, type Cluster } from './cluster';
import { PASSWORD, call, login, mailsTo, today, uploadCsv } from './http';

describe('three instances behind nginx on one PostgreSQL and one Redis', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({ instances: 3 });
  }, 400_000); // the instances' start may take START_TIMEOUT_MS (cluster.ts)
  afterAll(() => cluster?.stop(), 30_000);

  it('answers its health check through the proxy, naming every engine', async () => {
    const reply = await call(cluster.proxyUrl, 'GET', '/api/health');
    expect(reply).toEqual({
      status: 200,
      body: { status: 'ok', database: 'pg', checks: { database: 'up', redis: 'up', queue: 'up' } },
    });
  });

  it('gives 30 simultaneous registrations spread over the instances 0 overruns', async () => {
    // demo2 unit 101 has room for 2 (seed); its one onsite vehicle leaves first.
    await cluster.query(
      `UPDATE communities SET use_owner_creditcard = false WHERE hoaid = 'demo2'`,
    );
    await cluster.query(
      `UPDATE vehicles SET enddate = '1970-01-01' WHERE hoaid = 'demo2' AND plate = 'PIN101A'`,
    );
    const token = await login(cluster.proxyUrl, 'owner@demo2.test', 'demo2');
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(cluster.instances[i % 3]!.url, 'POST', '/api/parking/insert_vehicle', token, {
          hoaid: 'demo2',
          vehicle_type: 'CAR',
          carownertype: 'owner',
          carowner_fname: 'Rita',
          carowner_lname: 'Race',
          carownerphone: '302-555-0199',
          make: 'Kia',
          model: 'Rio',
          year: '2021',
          plate: `CLU${i}`,
          plate_state: 'DE',
          startdate: today,
          enddate: addDays(today, 2),
          terms: 1,
          dstr: today,
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([...Array(2).fill(201), ...Array(28).fill(409)]);
    const [onsite] = await cluster.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM vehicles
        WHERE hoaid = 'demo2' AND unitnumber = '101' AND enddate >= $1 AND status_flag <> 9`,
      [today],
    );
    expect(onsite?.n).toBe(2);
  });

  it('holds the sign-in limits across instances (counters in Redis)', async () => {
    const attempt = (base: string, password: string, client: string) =>
      fetch(`${base}/api/users/login`, {
        method: 'POST',
        // The instances trust 127.0.0.1 as their proxy (TRUST_PROXY), as behind nginx.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email: 'owner@demo.test', password, hoaid: 'demo' }),
      }).then((response) => response.status);
    const urls = cluster.instances.map((instance) => instance.url);
    // 10 wrong passwords from one client, spread over the three instances.
    for (let i = 0; i < 10; i += 1) {
      expect(await attempt(urls[i % urls.length]!, 'wrong-password', '203.0.113.7')).toBe(401);
    }
    for (const url of urls) expect(await attempt(url, PASSWORD, '203.0.113.7')).toBe(429);
    // The resident, from another address, still signs in (slowed, not refused).
    expect(await attempt(cluster.proxyUrl, PASSWORD, '198.51.100.4')).toBe(200);
  }, 60_000);

  it('runs a job queued through one instance exactly once, its progress readable on all', async () => {
    const admin = await login(cluster.instances[0]!.url, 'admin@demo.test', 'demo');
    const emails = Array.from({ length: 6 }, (_, i) => `cluster${i}@example.org`);
    const csv = [
      'first_name,last_name,email,phone,unitnumber,pincode',
      ...emails.map((email, i) => `Cee,Lus${i},${email},302-555-01${i}0,cl-${i},${4000 + i}`),
    ].join('\n');
    const jobid = await uploadCsv(cluster.instances[0]!.url, admin, csv);
    await waitFor(
      'the import job',
      async () => {
        const reply = await call(
          cluster.instances[2]!.url,
          'GET',
          `/api/parking/csv_import/${jobid}`,
          admin,
        );
        return reply.body.state === 'completed';
      },
      30_000,
    );
    const fromSecond = await call(
      cluster.instances[1]!.url,
      'GET',
      `/api/parking/csv_import/${jobid}`,
      admin,
    );
    expect(fromSecond.body).toMatchObject({ state: 'completed', imported: 6 });
    await waitFor(
      'the invitation mails',
      async () => emails.every((email) => mailsTo(cluster.outbox).has(email)),
      30_000,
    );
    // Time for a second run, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const counts = mailsTo(cluster.outbox);
    expect(emails.map((email) => counts.get(email))).toEqual(emails.map(() => 1));
    const [owners] = await cluster.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email LIKE 'cluster%@example.org'`,
    );
    expect(owners?.n).toBe(6);
  });

  it('keeps serving and loses no acknowledged write when an instance is killed under load', async () => {
    const admin = await login(cluster.proxyUrl, 'admin@demo.test', 'demo');
    const acknowledged: string[] = [];
    const failed: number[] = [];
    const afterKill: number[] = [];
    let sent = 0;
    let killed = false;
    const TOTAL = 150;
    const worker = async () => {
      while (sent < TOTAL) {
        const plate = `KILL${(sent += 1)}`;
        if (sent === 40) {
          cluster.instances[2]!.process.kill('SIGKILL');
          killed = true;
        }
        const reply = await call(cluster.proxyUrl, 'POST', '/api/parking/insert_violation', admin, {
          hoaid: 'demo',
          violation_plate: plate,
          violation_state: 'DE',
          violation_location: 'Lot C',
          violation_description: 'Scale-out test',
        }).catch(() => ({ status: 0, body: {} }));
        if (reply.status === 201) acknowledged.push(plate);
        else failed.push(reply.status);
        if (killed) afterKill.push(reply.status);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    const stored = await cluster.query<{ violation_plate: string }>(
      `SELECT violation_plate FROM violations WHERE hoaid = 'demo' AND violation_plate LIKE 'KILL%'`,
    );
    const storedPlates = new Set(stored.map((row) => row.violation_plate));
    expect(acknowledged.filter((plate) => !storedPlates.has(plate))).toEqual([]);
    // Only the requests in flight on the killed instance may fail; the rest are served.
    expect(failed.length).toBeLessThanOrEqual(6);
    expect(afterKill.slice(-60).every((status) => status === 201)).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(TOTAL - 6);
    expect((await call(cluster.proxyUrl, 'GET', '/api/health')).status).toBe(200);
  });
});
