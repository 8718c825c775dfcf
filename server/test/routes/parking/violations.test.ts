import type { Violation } from '@parking/shared/domain';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, loginRenter } from '../../helpers/requests';
import { APP_START_MS, caller, today } from '../../helpers/vehicle-fixtures';

const report = (overrides: object = {}) => ({
  hoaid: 'demo',
  violation_plate: 'BAD123',
  violation_state: 'DE',
  violation_location: 'Fire lane by building B',
  violation_description: 'Blocking the lane',
  ...overrides,
});

describe('Violations: insert_violation, get_all_violations, delete_violation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  it("fills the type, reporter, date and time defaults from the caller and the community's clock", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const response = await caller(t.app, owner.token).post('insert_violation', report());
    expect(response.statusCode).toBe(201);
    const violation = response.json<Violation>();
    expect(violation).toMatchObject({
      hoaid: 'demo',
      violation_type: 'PARKING_VIOLATION',
      violation_plate: 'BAD123',
      violation_reporter: 'Olivia Owner',
      violation_date: today(),
    });
    expect(violation.violation_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(violation).not.toHaveProperty('reported_by');
  });

  it('keeps a given reporter, date and time and reports missing fields with the spec messages', async () => {
    const admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    const given = await admin.post(
      'insert_violation',
      report({
        violation_reporter: 'Night guard',
        violation_date: '2026-01-02',
        violation_time: '21:15',
      }),
    );
    expect(given.json()).toMatchObject({
      violation_reporter: 'Night guard',
      violation_date: '2026-01-02',
      violation_time: '21:15:00',
    });
    const missing = await admin.post('insert_violation', { hoaid: 'demo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      violation_plate: 'Plate field is required',
      violation_state: 'State field is required',
      violation_location: 'Location field is required',
    });
    const future = await admin.post('insert_violation', report({ violation_date: '2099-01-01' }));
    expect(future.statusCode).toBe(400);
  });

  it('lets renters report, readonly owners (who change nothing) and anonymous callers not', async () => {
    const renter = await loginRenter(t.app, '101', '1234');
    const byRenter = await caller(t.app, renter.token).post(
      'insert_violation',
      report({ violation_plate: 'RNTBAD' }),
    );
    expect(byRenter.statusCode).toBe(201);
    expect(byRenter.json().violation_reporter).toBe('Renter, unit 101');
    const reader = await login(t.app, 'readonly@demo.test');
    expect((await caller(t.app, reader.token).post('insert_violation', report())).statusCode).toBe(
      403,
    );
    expect((await caller(t.app).post('insert_violation', report())).statusCode).toBe(401);
  });

  it("lists the community's violations only, and not to renters", async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const list = await caller(t.app, owner.token).post('get_all_violations', { hoaid: 'demo' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3);
    const foreign = await login(t.app, 'admin@demo2.test', 'demo2');
    const theirs = await caller(t.app, foreign.token).post('get_all_violations', {
      hoaid: 'demo2',
    });
    expect(theirs.json()).toEqual([]);
    expect(
      (await caller(t.app, foreign.token).post('get_all_violations', { hoaid: 'demo' })).statusCode,
    ).toBe(403);
    const renter = await loginRenter(t.app, '101', '1234');
    expect(
      (await caller(t.app, renter.token).post('get_all_violations', { hoaid: 'demo' })).statusCode,
    ).toBe(403);
  });

  it('lets an owner delete only the violations they reported', async () => {
    const owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    const list: Violation[] = (await owner.post('get_all_violations', { hoaid: 'demo' })).json();
    const byReporter = (name: string) => list.find((v) => v.violation_reporter === name)?._id ?? '';
    const others = await owner.post('delete_violation', { violationid: byReporter('Night guard') });
    expect(others.statusCode).toBe(403);
    const renters = await owner.post('delete_violation', {
      violationid: byReporter('Renter, unit 101'),
    });
    expect(renters.statusCode).toBe(403);
    const own = await owner.post('delete_violation', { violationid: byReporter('Olivia Owner') });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'Violation Delete Successful' });
  });

  it('refuses readonly owners and renters, and hides other communities from admins', async () => {
    const admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    const [first] = (
      await admin.post('get_all_violations', { hoaid: 'demo' })
    ).json() as Violation[];
    const violationid = first?._id ?? '';
    const reader = caller(t.app, (await login(t.app, 'readonly@demo.test')).token);
    expect((await reader.post('delete_violation', { violationid })).statusCode).toBe(403);
    const renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    expect((await renter.post('delete_violation', { violationid })).statusCode).toBe(403);
    const foreign = caller(t.app, (await login(t.app, 'admin@demo2.test', 'demo2')).token);
    expect((await foreign.post('delete_violation', { violationid })).statusCode).toBe(404);
    expect((await admin.post('delete_violation', { violationid })).statusCode).toBe(200);
    expect((await admin.post('delete_violation', { violationid })).statusCode).toBe(404);
    expect((await admin.post('delete_violation', { violationid: 'nope' })).statusCode).toBe(400);
  });
});
