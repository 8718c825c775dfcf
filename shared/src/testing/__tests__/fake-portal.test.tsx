import { getAllViolationsPage, getDataForHoa, getHoaData, isApiError, login } from '../../api';
import { getToken, session } from '../../session';
import {
  deferred,
  fakeServer,
  lastRequestTo,
  loginResponse,
  queryOf,
  requestsTo,
  signInAdmin,
  signInOwner,
  signInReadonly,
  signInRenter,
  signOut,
  community,
  violation,
  type FakeReply,
} from '..';

beforeEach(() => signOut());

describe('fake server', () => {
  it('answers by method and exact path before the longest prefix, and records every request', async () => {
    const requests = fakeServer({
      'GET /api/parking/data_for_hoa': { body: community({ name: 'Prefix' }) },
      'GET /api/parking/hoa': { body: community({ name: 'Not a segment prefix' }) },
      'GET /api/parking/data_for_hoa/demo': { body: community({ name: 'Exact' }) },
    });

    await expect(getDataForHoa('demo')).resolves.toMatchObject({ name: 'Exact' });
    await expect(getHoaData()).rejects.toThrow('No fake for GET /api/parking/hoa_data');
    await expect(getDataForHoa('other')).resolves.toMatchObject({ name: 'Prefix' });
    expect(requestsTo(requests, 'GET /api/parking/data_for_hoa/demo')).toHaveLength(1);
    expect(requests.map((request) => request.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('turns an unknown route into a 404 naming it, and a status into an ApiError', async () => {
    fakeServer({ 'POST /api/users/login': { status: 401, body: { message: 'Invalid login' } } });

    const refused = await login({ email: 'a@b.test', password: 'x', hoaid: 'demo' }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(refused) && refused.status).toBe(401);
    expect(refused).toHaveProperty('message', 'Invalid login');
    await expect(getDataForHoa('demo')).rejects.toThrow(
      'No fake for GET /api/parking/data_for_hoa/demo',
    );
  });

  it('sends the signed-in token and passes response headers through', async () => {
    const { token } = signInAdmin();
    const requests = fakeServer({
      'POST /api/parking/get_all_violations': {
        body: [violation()],
        headers: { 'X-Total-Count': '41' },
      },
    });

    const page = await getAllViolationsPage({ hoaid: 'demo', page: 2, pageSize: 1 });

    expect(page.total).toBe(41);
    const sent = lastRequestTo(requests, 'POST /api/parking/get_all_violations');
    expect(sent.headers.authorization).toBe(`Bearer ${token}`);
    expect(sent.body).toMatchObject({ hoaid: 'demo', page: 2, pageSize: 1 });
  });

  it('holds a reply back until the test releases it', async () => {
    const held = deferred<FakeReply>();
    fakeServer({ 'GET /api/parking/data_for_hoa/demo': () => held.promise });
    let settled = false;
    const call = getDataForHoa('demo').then((value) => {
      settled = true;
      return value;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    held.resolve({ body: community() });
    await expect(call).resolves.toMatchObject({ hoaid: 'demo' });
  });

  it('reads query strings and names what was sent when a request is missing', () => {
    expect(queryOf({ url: '/api/x?page=2&q=ab' }).get('q')).toBe('ab');
    expect(() => lastRequestTo([], 'GET /api/x')).toThrow('No request to GET /api/x; sent: none');
  });
});

describe('sign-in helpers', () => {
  it('store the community and the login as the shell does', () => {
    signInOwner({}, { community: { name: 'Lakeside' }, login: { unitnumber: '7' } });
    expect(getToken()).toBe(loginResponse('owner').token);
    expect(session.get('hoaname')).toBe('Lakeside');
    expect(session.get('userRole')).toBe('owner');
    expect(session.get('unitnumber')).toBe('7');
    expect(session.get('userprofile')).toEqual({
      first_name: 'Olivia',
      last_name: 'Owner',
      phone: '',
    });

    signInRenter();
    expect(session.get('userRole')).toBe('renter');
    expect(session.get('alias_userid')).toBe('owner-1');
    expect(session.get('username')).toBeNull();

    signInReadonly({ use_warning_status: 1 });
    expect(session.get('userRole')).toBe('readonly');
    expect(session.get('use_warning_status')).toBe(1);
  });
});
