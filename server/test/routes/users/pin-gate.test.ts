// PIN check-ins of one unit take turns across addresses, the gap growing with the unit's
// failures, and the owner is mailed at the 20th wrong PIN in an hour (db/queries/pin-gates.ts,
// docs/adr/0022). PGlite by default, PostgreSQL with DATABASE_URL.
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { readOutbox } from '../../helpers/requests';
import {
  FREE_FAILURES,
  MAX_GAP_MS,
  OWNER_ALARM_AT,
  recordFailure,
  takeTurn,
} from '../../../src/db/queries/pin-gates';

describe('the PIN gate of a unit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No wait in the routes (RATE_LIMIT_SLOWDOWN_MS=0): the gate's turns are checked directly.
    t = await createTestApp({ RATE_LIMIT_SLOWDOWN_MS: '0' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  it('lets check-ins through at once while the unit has fewer than 2 failures', async () => {
    const turns = await Promise.all([1, 2, 3].map(() => takeTurn(t.app.db, 'demo', '301', 1000)));
    expect(turns.map((turn) => turn.waitMs)).toEqual([0, 0, 0]);
  });

  it('gives concurrent check-ins consecutive turns, the gap growing with failures', async () => {
    for (let i = 0; i < FREE_FAILURES + 1; i += 1) await recordFailure(t.app.db, 'demo', '302');
    // 3 failures, 500 ms a step: each turn starts 1 s after the previous one.
    const turns = await Promise.all([1, 2, 3, 4].map(() => takeTurn(t.app.db, 'demo', '302', 500)));
    const starts = turns.map((turn) => turn.startsAt ?? NaN).sort((a, b) => a - b);
    expect(starts.slice(1).map((start, i) => start - starts[i]!)).toEqual([1000, 1000, 1000]);
    await recordFailure(t.app.db, 'demo', '302');
    const [later, next] = [
      await takeTurn(t.app.db, 'demo', '302', 500),
      await takeTurn(t.app.db, 'demo', '302', 500),
    ];
    // 4 failures now: 1.5 s between turns.
    expect((next!.startsAt ?? 0) - (later!.startsAt ?? 0)).toBe(1500);
  });

  it('answers no turn (429 with a retry time) once the queue is 30 s long', async () => {
    for (let i = 0; i < 40; i += 1) await recordFailure(t.app.db, 'demo', '303');
    const first = await takeTurn(t.app.db, 'demo', '303', 10_000);
    const second = await takeTurn(t.app.db, 'demo', '303', 10_000);
    const third = await takeTurn(t.app.db, 'demo', '303', 10_000);
    expect(first.waitMs).toBe(0);
    expect(second.waitMs).toBeGreaterThan(MAX_GAP_MS - 2000);
    expect(third.waitMs).toBeUndefined();
    expect(third.retryMs).toBeGreaterThan(MAX_GAP_MS - 2000);
    // The unit keys are case-insensitive, as unit numbers are.
    expect((await takeTurn(t.app.db, 'demo', '303 ', 10_000)).waitMs).toBeUndefined();
  });

  it('mails the owner once, at the 20th wrong PIN of the hour, from 20 addresses', async () => {
    const wrong = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/loginrenter',
        payload: { unitnumber: '101', pincode: '0000', hoaid: 'demo' },
        remoteAddress: `10.7.0.${i + 1}`,
      });
    const ownerMails = () =>
      readOutbox(t.config.mailOutbox).filter((m) => m.subject === 'Wrong PIN codes for unit 101');
    for (let i = 0; i < OWNER_ALARM_AT - 1; i += 1) expect((await wrong(i)).statusCode).toBe(401);
    expect(ownerMails()).toEqual([]);
    expect((await wrong(OWNER_ALARM_AT)).statusCode).toBe(401);
    let mails = ownerMails();
    for (let tries = 0; tries < 50 && mails.length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = ownerMails();
    }
    expect(mails.map((m) => m.to)).toEqual(['owner@demo.test']);
    expect(mails[0]!.text).toContain('20 wrong renter PIN codes');
    await wrong(OWNER_ALARM_AT + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ownerMails()).toHaveLength(1);
  });
});
