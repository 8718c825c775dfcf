// docs/adr/0010: a paged list call sends the paging fields in the body and reads the total from
// X-Total-Count; fetchAllPages reads every page at the largest size (the CSV downloads).
import * as api from '../index';
import { createFakeAdapter, type FakeRequest } from '../testing';

const requests: FakeRequest[] = [];
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ _id: `v${from + i}` }));

beforeEach(() => {
  requests.length = 0;
});

it('sends the paging fields and answers rows, total, page and page size from the headers', async () => {
  const fake = createFakeAdapter((request) => {
    requests.push(request);
    return {
      body: rows(0, 2),
      headers: { 'X-Total-Count': '1234', 'X-Page': '3', 'X-Page-Size': '2' },
    };
  });
  api.configureApi({ adapter: fake.adapter });
  const page = await api.getAllVehiclesPage({
    hoaid: 'demo',
    page: 3,
    pageSize: 2,
    sort: 'name',
    order: 'desc',
    q: 'lee',
    type: 'renter',
    onsite: 'Yes',
  });
  expect(page).toEqual({ rows: rows(0, 2), total: 1234, page: 3, pageSize: 2 });
  expect(requests[0]?.url).toBe('/api/parking/get_all_vehicles');
  expect(requests[0]?.body).toEqual({
    hoaid: 'demo',
    page: 3,
    pageSize: 2,
    sort: 'name',
    order: 'desc',
    q: 'lee',
    type: 'renter',
    onsite: 'Yes',
  });
});

it.each([
  [
    'getAllOwnersPage',
    () => api.getAllOwnersPage({ hoaid: 'demo' }),
    '/api/parking/get_all_owners',
  ],
  [
    'getActiveVehiclesPage',
    () => api.getActiveVehiclesPage({ hoaid: 'demo', dstr: '2026-03-05' }),
    '/api/parking/get_active_vehicles',
  ],
  [
    'getAllViolationsPage',
    () => api.getAllViolationsPage({ hoaid: 'demo' }),
    '/api/parking/get_all_violations',
  ],
  [
    'getAllNotificationsPage',
    () => api.getAllNotificationsPage({ hoaid: 'demo' }),
    '/api/parking/get_all_notifications',
  ],
  [
    'getCarUsagePage',
    () =>
      api.getCarUsagePage({
        hoaid: 'demo',
        which: 'renter',
        begindate: '2026-03-01',
        enddate: '2026-03-05',
      }),
    '/api/parking/get_car_usage_renter_warning',
  ],
] as const)('%s posts to its list and falls back to the page it asked for', async (_, run, url) => {
  const fake = createFakeAdapter((request) => {
    requests.push(request);
    return { body: rows(0, 3) };
  });
  api.configureApi({ adapter: fake.adapter });
  // Without headers (an older server): the rows are all there is, on page 1 of 50.
  await expect(run()).resolves.toEqual({ rows: rows(0, 3), total: 3, page: 1, pageSize: 50 });
  expect(requests[0]?.method).toBe('POST');
  expect(requests[0]?.url).toBe(url);
});

it('fetchAllPages reads page after page at 500 until the total is reached', async () => {
  const fake = createFakeAdapter((request) => {
    requests.push(request);
    const { page } = request.body as { page: number };
    return {
      body: page === 1 ? rows(0, 500) : rows(500, 500),
      headers: { 'X-Total-Count': '1000' },
    };
  });
  api.configureApi({ adapter: fake.adapter });
  const all = await api.fetchAllPages(api.getAllOwnersPage, { hoaid: 'demo', q: 'x' });
  expect(all).toHaveLength(1000);
  expect(all[999]).toEqual({ _id: 'v999' });
  // Exactly two calls: a full last page that reaches the total ends it.
  expect(requests.map((request) => request.body)).toEqual([
    { hoaid: 'demo', q: 'x', page: 1, pageSize: 500 },
    { hoaid: 'demo', q: 'x', page: 2, pageSize: 500 },
  ]);
});
