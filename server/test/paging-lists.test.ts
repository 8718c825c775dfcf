// docs/adr/0010: the owners, violations and feedback lists come one page at a time,
// sorted by every column the screens offer (both directions, stable), filtered by the server,
// with the total in X-Total-Count; bad paging values are a 400 that says what is wrong. Runs on
// PGlite, and on PostgreSQL with DATABASE_URL.
import {
  NOTIFICATION_SORT_KEYS,
  OWNER_SORT_KEYS,
  VIOLATION_SORT_KEYS,
  type Notification,
  type NotificationSortKey,
  type Owner,
  type OwnerSortKey,
  type Violation,
  type ViolationSortKey,
} from '@parking/shared/domain';
import { INVALID_CHARACTERS } from '../src/plugins/input-guard';
import { createTestApp, type TestApp } from './helpers/test-app';
import { login, loginRenter } from './helpers/requests';
import { APP_START_MS, caller, inDays, type Caller } from './helpers/vehicle-fixtures';
import {
  PAGING_COUNTS,
  addPagingCommunity,
  fetchAll,
  fetchPage,
  orderViolation,
  type SortKey,
} from './helpers/paging-community';

const lower = (text: string) => text.toLowerCase();
const byId = <T extends { _id: string }>(rows: readonly T[]) => rows.map((row) => row._id).sort();
const both = <K extends string>(keys: readonly K[]) =>
  keys.flatMap((key) => [[key, 'asc'] as const, [key, 'desc'] as const]);

const ownerKey: Record<OwnerSortKey, (o: Owner) => SortKey> = {
  name: (o) => [lower(o.last_name), lower(o.first_name)],
  email: (o) => [o.email],
  phone: (o) => [o.phone],
  role: (o) => [o.role],
  unitnumber: (o) => [o.unitnumber, o.email],
};
const violationKey: Record<ViolationSortKey, (v: Violation) => SortKey> = {
  violation_plate: (v) => [v.violation_plate, v.violation_state],
  violation_type: (v) => [v.violation_type],
  violation_location: (v) => [lower(v.violation_location)],
  violation_reporter: (v) => [lower(v.violation_reporter)],
  violation_date: (v) => [v.violation_date, v.violation_time],
};
const notificationKey: Record<NotificationSortKey, (n: Notification) => SortKey> = {
  notify_plate: (n) => [n.notify_plate],
  notify_name: (n) => [lower(n.notify_name)],
  notify_date: (n) => [n.notify_date, n.notify_time],
  notify_type: (n) => [n.notify_type],
  notify_unit: (n) => [n.notify_unit],
};

describe('paged admin lists', () => {
  let t: TestApp;
  let admin: Caller;
  let readonly: Caller;
  let owner: Caller;
  let renter: Caller;
  let otherAdmin: Caller;
  let everyOwner: Owner[];
  let everyViolation: Violation[];
  let everyNotification: Notification[];

  beforeAll(async () => {
    t = await createTestApp();
    await addPagingCommunity(t.app);
    admin = caller(t.app, (await login(t.app, 'admin@demo.test')).token);
    readonly = caller(t.app, (await login(t.app, 'readonly@demo.test')).token);
    owner = caller(t.app, (await login(t.app, 'owner@demo.test')).token);
    renter = caller(t.app, (await loginRenter(t.app, '101', '1234')).token);
    otherAdmin = caller(t.app, (await login(t.app, 'admin@demo2.test', 'demo2')).token);
    const all = <T>(url: string) => fetchAll<T>(admin.post, url, { hoaid: 'demo' }, 500);
    everyOwner = (await all<Owner>('get_all_owners')).rows;
    everyViolation = (await all<Violation>('get_all_violations')).rows;
    everyNotification = (await all<Notification>('get_all_notifications')).rows;
  }, APP_START_MS);
  afterAll(() => t.close());
  beforeEach(() => t.app.rateLimits.reset());

  describe('get_all_owners', () => {
    it('answers the first page by unit with the totals for the spec payload', async () => {
      expect(everyOwner.length).toBeGreaterThan(PAGING_COUNTS.owners);
      const page = await fetchPage<Owner>(admin.post, 'get_all_owners', { hoaid: 'demo' });
      expect(page).toMatchObject({ total: everyOwner.length, page: 1, pageSize: 50 });
      expect(page.rows.map((o) => o._id)).toEqual(everyOwner.slice(0, 50).map((o) => o._id));
      expect(orderViolation(everyOwner, ownerKey.unitnumber, (o) => o._id, 'asc')).toBeNull();
    });

    it.each(both(OWNER_SORT_KEYS))('sorts by %s %s', async (sort, order) => {
      const { rows, total } = await fetchAll<Owner>(
        admin.post,
        'get_all_owners',
        { hoaid: 'demo', sort, order },
        13,
      );
      expect(total).toBe(everyOwner.length);
      expect(byId(rows)).toEqual(byId(everyOwner));
      expect(orderViolation(rows, ownerKey[sort], (o) => o._id, order)).toBeNull();
    });

    it.each([
      [{ q: 'paging01' }, (o: Owner) => o.email.includes('paging01')],
      [
        { q: 'ADAMS' },
        (o: Owner) =>
          [o.first_name, o.last_name, o.email, o.phone, o.unitnumber].some((x) =>
            lower(x).includes('adams'),
          ),
      ],
      [{ role: 'admin' }, (o: Owner) => o.role === 'admin'],
      [
        { role: 'owner', q: '31' },
        (o: Owner) =>
          o.role === 'owner' && [o.unitnumber, o.email, o.phone].some((x) => x.includes('31')),
      ],
    ] as const)('filters by %j with the matching total', async (filters, matches) => {
      const { rows, total } = await fetchAll<Owner>(
        admin.post,
        'get_all_owners',
        { hoaid: 'demo', ...filters },
        500,
      );
      const expected = everyOwner.filter(matches);
      expect(expected.length).toBeGreaterThan(0);
      expect(total).toBe(expected.length);
      expect(byId(rows)).toEqual(byId(expected));
    });

    it('pages PINs away from readonly users and keeps owners and renters out, as before', async () => {
      const asReadonly = await fetchPage<Owner>(readonly.post, 'get_all_owners', {
        hoaid: 'demo',
        pageSize: 500,
      });
      expect(asReadonly.total).toBe(everyOwner.length);
      expect(asReadonly.rows.every((o) => o.pincode === '')).toBe(true);
      expect(everyOwner.some((o) => o.pincode !== '')).toBe(true);
      expect((await owner.post('get_all_owners', { hoaid: 'demo' })).statusCode).toBe(403);
      expect((await renter.post('get_all_owners', { hoaid: 'demo' })).statusCode).toBe(403);
      // Another community's admin never pages this one.
      const foreign = await otherAdmin.post('get_all_owners', { hoaid: 'demo', page: 1 });
      expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
      expect(foreign.statusCode).toBeLessThan(500);
    });
  });

  describe('get_all_violations', () => {
    it('answers the newest first page for the spec payload', async () => {
      const page = await fetchPage<Violation>(admin.post, 'get_all_violations', { hoaid: 'demo' });
      expect(page.total).toBe(everyViolation.length);
      expect(page.total).toBeGreaterThanOrEqual(PAGING_COUNTS.violations);
      expect(page.rows.map((v) => v._id)).toEqual(everyViolation.slice(0, 50).map((v) => v._id));
      expect(
        orderViolation(everyViolation, violationKey.violation_date, (v) => v._id, 'desc'),
      ).toBeNull();
    });

    it.each(both(VIOLATION_SORT_KEYS))('sorts by %s %s', async (sort, order) => {
      const { rows, total } = await fetchAll<Violation>(
        admin.post,
        'get_all_violations',
        { hoaid: 'demo', sort, order },
        17,
      );
      expect(total).toBe(everyViolation.length);
      expect(byId(rows)).toEqual(byId(everyViolation));
      expect(orderViolation(rows, violationKey[sort], (v) => v._id, order)).toBeNull();
    });

    it.each([
      [{ q: 'POOL' }, (v: Violation) => lower(v.violation_location).includes('pool')],
      // Every word must match somewhere: 'lot' in the location and 'badly' in the description.
      [
        { q: 'lot badly' },
        (v: Violation) =>
          lower(v.violation_location).includes('lot') && v.violation_description.includes('badly'),
      ],
      // LIKE wildcards are matched literally.
      [{ q: '100%' }, (v: Violation) => v.violation_description.includes('100%')],
      [{ q: 'gate_way' }, (v: Violation) => v.violation_description.includes('gate_way')],
      [
        { from: inDays(-5), to: inDays(-2) },
        (v: Violation) => v.violation_date >= inDays(-5) && v.violation_date <= inDays(-2),
      ],
    ] as const)('filters by %j with the matching total', async (filters, matches) => {
      const { rows, total } = await fetchAll<Violation>(
        admin.post,
        'get_all_violations',
        { hoaid: 'demo', ...filters },
        500,
      );
      const expected = everyViolation.filter(matches);
      expect(expected.length).toBeGreaterThan(0);
      expect(total).toBe(expected.length);
      expect(byId(rows)).toEqual(byId(expected));
    });

    it('lets owners and readonly users page it, not renters, as before', async () => {
      const asOwner = await fetchPage<Violation>(owner.post, 'get_all_violations', {
        hoaid: 'demo',
        pageSize: 5,
        page: 2,
      });
      expect(asOwner.total).toBe(everyViolation.length);
      expect(asOwner.rows.map((v) => v._id)).toEqual(everyViolation.slice(5, 10).map((v) => v._id));
      const asReadonly = await fetchPage<Violation>(readonly.post, 'get_all_violations', {
        hoaid: 'demo',
      });
      expect(asReadonly.total).toBe(everyViolation.length);
      expect((await renter.post('get_all_violations', { hoaid: 'demo' })).statusCode).toBe(403);
    });
  });

  describe('get_all_notifications', () => {
    it('answers the newest first page for the spec payload', async () => {
      const page = await fetchPage<Notification>(admin.post, 'get_all_notifications', {
        hoaid: 'demo',
      });
      expect(page.total).toBe(everyNotification.length);
      expect(page.total).toBeGreaterThanOrEqual(PAGING_COUNTS.feedback);
      expect(page.rows.map((n) => n._id)).toEqual(everyNotification.slice(0, 50).map((n) => n._id));
      expect(
        orderViolation(everyNotification, notificationKey.notify_date, (n) => n._id, 'desc'),
      ).toBeNull();
    });

    it.each(both(NOTIFICATION_SORT_KEYS))('sorts by %s %s', async (sort, order) => {
      const { rows, total } = await fetchAll<Notification>(
        admin.post,
        'get_all_notifications',
        { hoaid: 'demo', sort, order },
        19,
      );
      expect(total).toBe(everyNotification.length);
      expect(byId(rows)).toEqual(byId(everyNotification));
      expect(orderViolation(rows, notificationKey[sort], (n) => n._id, order)).toBeNull();
    });

    it.each([
      [{ q: 'pool' }, (n: Notification) => lower(n.notify_description).includes('pool')],
      [{ notify_type: 'NOISE' }, (n: Notification) => n.notify_type === 'NOISE'],
      [
        { notify_type: 'TRASH', q: 'collected' },
        (n: Notification) =>
          n.notify_type === 'TRASH' && n.notify_description.includes('collected'),
      ],
    ] as const)('filters by %j with the matching total', async (filters, matches) => {
      const { rows, total } = await fetchAll<Notification>(
        admin.post,
        'get_all_notifications',
        { hoaid: 'demo', ...filters },
        500,
      );
      const expected = everyNotification.filter(matches);
      expect(expected.length).toBeGreaterThan(0);
      expect(total).toBe(expected.length);
      expect(byId(rows)).toEqual(byId(expected));
    });

    it('stays with the admins, as before', async () => {
      expect((await readonly.post('get_all_notifications', { hoaid: 'demo' })).statusCode).toBe(
        403,
      );
      expect((await owner.post('get_all_notifications', { hoaid: 'demo' })).statusCode).toBe(403);
    });
  });

  describe('bad paging values', () => {
    const report = { which: 'renter', begindate: inDays(-5), enddate: inDays(5) };
    it.each([
      ['get_all_owners', {}, { page: 0 }, 'page', 'page must be a whole number from 1'],
      ['get_all_owners', {}, { page: 1.5 }, 'page', 'page must be a whole number from 1'],
      ['get_all_owners', {}, { page: '2' }, 'page', 'page must be a whole number from 1'],
      [
        'get_all_vehicles',
        {},
        { pageSize: 0 },
        'pageSize',
        'pageSize must be a whole number from 1 to 500',
      ],
      [
        'get_all_vehicles',
        {},
        { pageSize: 501 },
        'pageSize',
        'pageSize must be a whole number from 1 to 500',
      ],
      ['get_all_vehicles', {}, { sort: 'password_hash' }, 'sort', 'sort must be one of: plate,'],
      ['get_all_vehicles', {}, { order: 'up' }, 'order', 'order must be one of: asc, desc'],
      [
        'get_all_vehicles',
        {},
        { type: 'guest' },
        'type',
        'type must be one of: any, renter, owner',
      ],
      [
        'get_all_vehicles',
        {},
        { onsite: 'maybe' },
        'onsite',
        'onsite must be one of: any, Yes, No',
      ],
      [
        'get_all_vehicles',
        {},
        { with_history: 'yes' },
        'with_history',
        'with_history must be true or false',
      ],
      ['get_all_vehicles', {}, { q: 'x'.repeat(101) }, 'q', 'q must be at most 100 characters'],
      ['get_all_vehicles', {}, { q: 'a\u0000b' }, 'q', INVALID_CHARACTERS],
      ['get_active_vehicles', { dstr: '' }, { unit: '1\u00001' }, 'unit', INVALID_CHARACTERS],
      [
        'get_active_vehicles',
        { dstr: '' },
        { sort: 'name' },
        'sort',
        'sort must be one of: plate,',
      ],
      ['get_all_violations', {}, { from: 'yesterday' }, 'from', 'from must be a YYYY-MM-DD date'],
      ['get_all_violations', {}, { sort: 'id' }, 'sort', 'sort must be one of: violation_plate,'],
      [
        'get_all_notifications',
        {},
        { notify_type: 'SPAM' },
        'notify_type',
        'notify_type must be one of: APPLICATION,',
      ],
      [
        'get_car_usage_renter_warning',
        report,
        { sort: 'ownerid' },
        'sort',
        'sort must be one of: plate,',
      ],
      [
        'get_car_usage_renter_warning',
        report,
        { pageSize: -1 },
        'pageSize',
        'pageSize must be a whole number',
      ],
    ] as const)('%s answers 400 for %j', async (url, base, bad, field, message) => {
      const response = await admin.post(url, { hoaid: 'demo', ...base, ...bad });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; errors: Record<string, string> }>();
      expect(body.errors[field]).toContain(message);
      expect(body.message).toContain(message);
    });
  });
});
