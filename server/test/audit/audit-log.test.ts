// Audit log: entries are never edited (the trigger), an entry rolls back with its
// change, and POST /api/parking/get_audit_log pages, sorts and filters one community's log for
// admins and readonly users. PGlite by default, PostgreSQL with DATABASE_URL.
import { eq, sql, type SQL } from 'drizzle-orm';
import { AUDIT_SECRET, PAGE_HEADERS, type AuditEntry } from '@parking/shared/domain';
import { insertAuditRows, type NewAuditRow } from '../../src/db/queries/audit';
import { auditLog, users } from '../../src/db/schema';
import { changedFields, fieldsOf } from '../../src/services/audit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, login, roleTokens, type RoleTokens } from '../helpers/requests';
import { APP_START_MS, caller, inDays, today, vehicleByPlate } from '../helpers/vehicle-fixtures';
import { quotedPayment } from '../payments/sandbox-cards';

const VEHICLE_A = '11111111-1111-4111-8111-111111111111';
const USER_A = '22222222-2222-4222-8222-222222222222';

/** A fixed set of entries in 'demo' (America/New_York) and one in 'demo2'. */
function seedRows(): NewAuditRow[] {
  const row = (at: string, fields: Partial<NewAuditRow>): NewAuditRow => ({
    hoaid: 'demo',
    at: new Date(at),
    role: 'owner',
    kind: 'vehicle',
    action: 'update',
    username: 'someone@demo.test',
    ...fields,
  });
  return [
    // 23:30 in New York on Jan 9 is 04:30 UTC on Jan 10: the 9th in the community's time zone.
    row('2026-01-10T04:30:00Z', { plate: 'ABC123', unitnumber: '101', vehicleid: VEHICLE_A }),
    row('2026-01-10T06:00:00Z', { plate: 'ABC123', unitnumber: '101', vehicleid: VEHICLE_A }),
    row('2026-01-11T12:00:00Z', { plate: 'XYZ9', unitnumber: '102', kind: 'violation' }),
    row('2026-01-12T12:00:00Z', {
      userid: USER_A,
      username: 'Pat.Admin@Demo.test',
      role: 'admin',
      kind: 'settings',
    }),
    row('2026-01-12T12:00:00Z', {
      userid: USER_A,
      username: 'pat.admin@demo.test',
      role: 'admin',
      kind: 'contacts',
    }),
    row('2026-01-13T12:00:00Z', {
      kind: 'signin',
      action: 'failure',
      username: 'guess%_@x.org',
      userid: null,
    }),
    { ...row('2026-01-11T12:00:00Z', { plate: 'ABC123' }), hoaid: 'demo2' },
  ];
}

describe('audit log storage and get_audit_log', () => {
  let t: TestApp;
  let tokens: RoleTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await roleTokens(t.app);
    await insertAuditRows(t.app.db, seedRows());
  }, APP_START_MS);
  afterAll(() => t.close());

  const read = (body: object, token = tokens.admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/parking/get_audit_log',
      payload: body,
      headers: bearer(token),
    });
  /** The seeded entries only (the sign-ins above wrote none: they succeeded). */
  const seeded = async (body: object, token = tokens.admin) => {
    const response = await read({ ...body, from: '2026-01-01', to: '2026-01-31' }, token);
    expect(response.statusCode).toBe(200);
    return {
      rows: response.json<AuditEntry[]>(),
      total: Number(response.headers[PAGE_HEADERS.total.toLowerCase()]),
      response,
    };
  };

  describe('never edited', () => {
    it('refuses UPDATE, DELETE and TRUNCATE on audit_log', async () => {
      // drizzle wraps the database's error: its message is the cause's.
      const refusal = async (statement: SQL) => {
        try {
          await t.app.db.execute(statement);
        } catch (error) {
          const { cause, message } = error as Error & { cause?: Error };
          return cause?.message ?? message;
        }
        return 'accepted';
      };
      expect(await refusal(sql`update audit_log set role = 'x'`)).toMatch(/never changed/);
      expect(await refusal(sql`delete from audit_log`)).toMatch(/never changed/);
      expect(await refusal(sql`truncate audit_log`)).toMatch(/never changed/);
      const [counted] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
      expect(Number(counted?.n)).toBeGreaterThanOrEqual(seedRows().length);
    });
  });

  describe('an entry rolls back with its change', () => {
    it('leaves neither the name change nor its entry when the transaction fails after the entry', async () => {
      const owner = await login(t.app, 'owner2@demo.test');
      const [before] = await t.app.db.select().from(users).where(eq(users.id, owner.userid));
      // A failing step after the audit INSERT of the same transaction: a trigger on the new
      // entry. The change (written first) must go with it.
      await t.app.db.execute(sql`
        create function audit_test_fail() returns trigger language plpgsql as $$
        begin
          if new.after ->> 'phone' = '302-555-0666' then
            raise exception 'injected failure after the audit insert';
          end if;
          return new;
        end $$`);
      await t.app.db.execute(sql`
        create trigger audit_test_fail after insert on audit_log
        for each row execute function audit_test_fail()`);
      try {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/users/changename',
          payload: { userid: owner.userid, fname: 'Rolled', lname: 'Back', phone: '302-555-0666' },
          headers: bearer(owner.token),
        });
        expect(response.statusCode).toBe(500);
        t.app.rowCache.clear();
        const [after] = await t.app.db.select().from(users).where(eq(users.id, owner.userid));
        expect(after?.phone).toBe(before?.phone);
        expect(after?.first_name).toBe(before?.first_name);
        const entries = await t.app.db
          .select()
          .from(auditLog)
          .where(sql`${auditLog.after} ->> 'phone' = '302-555-0666'`);
        expect(entries).toEqual([]);
        // Without the failing step the same call saves both.
        const ok = await t.app.inject({
          method: 'POST',
          url: '/api/users/changename',
          payload: { userid: owner.userid, fname: 'Kept', lname: 'Name', phone: '302-555-0667' },
          headers: bearer(owner.token),
        });
        expect(ok.statusCode).toBe(200);
        const [kept] = await t.app.db
          .select()
          .from(auditLog)
          .where(sql`${auditLog.after} ->> 'phone' = '302-555-0667'`);
        expect(kept).toMatchObject({ kind: 'owner', action: 'update', userid: owner.userid });
        expect(kept?.username).toBe('owner2@demo.test');
        expect(kept?.after).toEqual({
          first_name: 'Kept',
          last_name: 'Name',
          name: 'Kept Name',
          phone: '302-555-0667',
        });
      } finally {
        await t.app.db.execute(sql`drop trigger audit_test_fail on audit_log`);
        await t.app.db.execute(sql`drop function audit_test_fail()`);
      }
    });
  });

  describe('entry fields', () => {
    it('keeps only changed fields and never a secret', () => {
      expect(
        changedFields(
          { phone: '1', name: 'A', pincode: '1234', password_hash: 'h1' },
          { phone: '2', name: 'A', pincode: '9999', password_hash: 'h2' },
        ),
      ).toEqual({
        before: { phone: '1', pincode: AUDIT_SECRET },
        after: { phone: '2', pincode: AUDIT_SECRET },
      });
      expect(changedFields({ name: 'A' }, { name: 'A' })).toBeNull();
      expect(fieldsOf({ email: 'a@b.c', password_hash: 'x', reset_token: 't' })).toEqual({
        email: 'a@b.c',
        reset_token: AUDIT_SECRET,
      });
    });
  });

  describe('a recorded charge', () => {
    it("writes 'pay' with amount and nights in the charge's transaction, never card data", async () => {
      // demo2 charges an owner's second onsite car (test/payments/owner-card-payments.test.ts).
      const owner = await login(t.app, 'owner@demo2.test', 'demo2');
      const who = caller(t.app, owner.token);
      const row = await vehicleByPlate(t.app, 'PIN101B', 'demo2');
      const { payment } = await quotedPayment(who, { vehicleid: row.id, enddate: inDays(2) });
      const response = await who.post('modify_vehicle', {
        vehicleid: row.id,
        vehicle_type: row.vehicle_type,
        carownertype: row.carownertype,
        carowner_fname: row.carowner_fname,
        carowner_lname: row.carowner_lname,
        carownerphone: row.carownerphone,
        make: row.make,
        model: row.model,
        year: row.year,
        plate: row.plate,
        plate_state: row.plate_state,
        enddate: inDays(2),
        terms: 1,
        dstr: today(),
        payment,
      });
      expect(response.statusCode).toBe(200);
      const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.vehicleid, row.id));
      const pay = entries.find((entry) => entry.action === 'pay');
      expect(pay).toMatchObject({
        hoaid: 'demo2',
        kind: 'payment',
        userid: owner.userid,
        username: 'owner@demo2.test',
        role: 'owner',
        plate: 'PIN101B',
        unitnumber: '101',
      });
      expect(pay?.after).toMatchObject({ amount_cents: 2000, nights: 2, payer_role: 'owner' });
      const update = entries.find((entry) => entry.action === 'update');
      expect(update?.after).toMatchObject({ enddate: inDays(2) });
      const text = JSON.stringify(entries);
      expect(text).not.toContain('4242424242424242');
      expect(text).not.toContain('sandbox:');
      expect(text).not.toContain(payment.idempotency_key);
    });
  });

  describe('POST /api/parking/get_audit_log', () => {
    it('answers the newest first (ties by id), with the paging headers', async () => {
      const { rows, total, response } = await seeded({});
      expect(total).toBe(6);
      expect(response.headers[PAGE_HEADERS.page.toLowerCase()]).toBe('1');
      expect(response.headers[PAGE_HEADERS.pageSize.toLowerCase()]).toBe('50');
      expect(rows.map((row) => row.at)).toEqual([...rows.map((row) => row.at)].sort().reverse());
      // The two entries of the same instant: the later id first.
      const tied = rows.filter((row) => row.at === '2026-01-12T12:00:00.000Z');
      expect(tied.map((row) => row.kind)).toEqual(['contacts', 'settings']);
      expect(tied[0]!.id).toBeGreaterThan(tied[1]!.id);
      expect(Object.keys(rows[0]!).sort()).toEqual(
        [
          'action',
          'after',
          'at',
          'before',
          'entityid',
          'id',
          'kind',
          'plate',
          'role',
          'unitnumber',
          'userid',
          'username',
        ].sort(),
      );
    });

    it('pages through the entries without repeating one', async () => {
      const first = await seeded({ pageSize: 4 });
      const second = await seeded({ pageSize: 4, page: 2 });
      expect(first.rows).toHaveLength(4);
      expect(second.rows).toHaveLength(2);
      expect(second.total).toBe(6);
      const ids = [...first.rows, ...second.rows].map((row) => row.id);
      expect(new Set(ids).size).toBe(6);
      expect((await seeded({ page: 9 })).rows).toEqual([]);
    });

    it('sorts by a column key, ascending unless told', async () => {
      const { rows } = await seeded({ sort: 'plate' });
      expect(rows.map((row) => row.plate)).toEqual(['', '', '', 'ABC123', 'ABC123', 'XYZ9']);
      const desc = await seeded({ sort: 'kind', order: 'desc' });
      expect(desc.rows[0]!.kind).toBe('violation');
    });

    it('filters by days in the community time zone, inclusive', async () => {
      const ninth = await read({ from: '2026-01-09', to: '2026-01-09' });
      expect(ninth.json<AuditEntry[]>().map((row) => row.at)).toEqual(['2026-01-10T04:30:00.000Z']);
      const tenth = await read({ from: '2026-01-10', to: '2026-01-11' });
      expect(tenth.json<AuditEntry[]>()).toHaveLength(2);
    });

    it('filters by user id, e-mail (case-insensitive substring), unit, plate, kind, vehicle and q', async () => {
      expect((await seeded({ userid: USER_A })).total).toBe(2);
      expect((await seeded({ user: 'PAT.admin' })).total).toBe(2);
      expect((await seeded({ user: '%_' })).total).toBe(1);
      expect((await seeded({ unitnumber: '101' })).total).toBe(2);
      expect((await seeded({ plate: 'abc-123' })).total).toBe(2);
      expect((await seeded({ plate: 'abc 12' })).total).toBe(0);
      expect((await seeded({ kind: 'signin' })).rows[0]).toMatchObject({
        action: 'failure',
        userid: null,
      });
      expect((await seeded({ vehicleid: VEHICLE_A })).total).toBe(2);
      expect((await seeded({ q: 'xyz9' })).total).toBe(1);
      expect((await seeded({ kind: 'vehicle', unitnumber: '102' })).total).toBe(0);
    });

    it("shows only the caller's community", async () => {
      const other = await seeded({}, tokens.admin2);
      expect(other.total).toBe(1);
      expect(other.rows[0]!.plate).toBe('ABC123');
    });

    it('lets admins and readonly users read, refuses every other role', async () => {
      expect((await read({}, tokens.readonly)).statusCode).toBe(200);
      expect((await read({}, tokens.owner)).statusCode).toBe(403);
      expect((await read({}, tokens.renter)).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/parking/get_audit_log',
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers bad input with 400 and the field message', async () => {
      const cases: [object, string, string][] = [
        [{ from: '2026-02-02', to: '2026-02-01' }, 'to', 'from must not be after to'],
        [{ from: '2026-13-40' }, 'from', 'from must be a YYYY-MM-DD date'],
        [{ kind: 'everything' }, 'kind', 'kind must be one of'],
        [{ pageSize: 501 }, 'pageSize', 'pageSize must be a whole number from 1 to 500'],
        [{ page: 0 }, 'page', 'page must be a whole number'],
        [{ sort: 'password' }, 'sort', 'sort must be one of'],
        [{ userid: '12' }, 'userid', 'userid must be a valid id'],
        [{ vehicleid: 5 }, 'vehicleid', 'vehicleid must be a valid id'],
        [{ user: 'x'.repeat(201) }, 'user', 'user must be at most 200 characters'],
      ];
      for (const [body, field, message] of cases) {
        const response = await read(body);
        expect(response.statusCode).toBe(400);
        const json = response.json<{ code: string; errors: Record<string, string> }>();
        expect(json.code).toBe('validation_error');
        expect(json.errors[field]).toContain(message);
      }
    });
  });
});
