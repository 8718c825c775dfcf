import { sessionEvents$, type SessionEvent } from '../../events';
import { clearToken, setToken } from '../../session';
import {
  ApiError,
  configureApi,
  getAllOwners,
  getDataForHoa,
  isApiError,
  login,
  uploadCsv,
} from '../index';
import { createFakeAdapter, type FakeReply } from '../testing';

let nextReply: FakeReply = { body: {} };
const fake = createFakeAdapter(() => nextReply);
configureApi({ adapter: fake.adapter });

function lastRequest() {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('no request sent');
  return request;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  let events: SessionEvent[] = [];
  const subscription = sessionEvents$.subscribe((e) => events.push(e));
  afterAll(() => subscription.unsubscribe());

  beforeEach(() => {
    events = [];
    fake.requests.length = 0;
    nextReply = { body: {} };
    clearToken();
    configureApi({ baseURL: '' });
  });
  afterEach(() => jest.useRealTimers());

  it('sends the browser local date and the bearer token of a signed-in user', async () => {
    // spec §7: every request carries browserdate, and Authorization when signed in
    jest.useFakeTimers({ now: new Date(2026, 2, 5, 23, 30) });
    setToken('jwt-1');
    nextReply = { body: [] };
    await getAllOwners({ hoaid: 'demo' });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/parking/get_all_owners');
    expect(request.body).toEqual({ hoaid: 'demo' });
    expect(request.headers.browserdate).toBe('2026-03-05');
    expect(request.headers.authorization).toBe('Bearer jwt-1');
  });

  it('sends no Authorization header when no token is stored', async () => {
    await getAllOwners({ hoaid: 'demo' });
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('does not send a stale token with a login', async () => {
    setToken('old');
    nextReply = { body: { token: 'new' } };
    await login({ email: 'a@b.test', password: 'x', hoaid: 'demo' });
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('prefixes calls with the configured base URL', async () => {
    configureApi({ baseURL: 'https://api.example.test' });
    await getDataForHoa('demo/../x');
    expect(lastRequest().url).toBe(
      'https://api.example.test/api/parking/data_for_hoa/demo%2F..%2Fx',
    );
    expect(lastRequest().method).toBe('GET');
  });

  it('turns an error body into an ApiError with status, message, field errors and code', async () => {
    nextReply = {
      status: 409,
      body: {
        message: 'The maximum number of active parking spaces for this unit has been reached: 2',
        errors: { plate: 'License Plate field is required' },
        code: 'over_owner_parking_limit',
      },
    };
    const error = await failure(getAllOwners({ hoaid: 'demo' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      'The maximum number of active parking spaces for this unit has been reached: 2',
    );
    expect(error.errors).toEqual({ plate: 'License Plate field is required' });
    expect(error.code).toBe('over_owner_parking_limit');
  });

  it('gives a body without a message the generic application error', async () => {
    nextReply = { status: 500, body: '<html>oops</html>' };
    const error = await failure(getAllOwners({ hoaid: 'demo' }));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Unexpected Application Error!');
    expect(error.errors).toEqual({});
  });

  it('reports a network failure with status 0', async () => {
    nextReply = { networkError: true };
    const error = await failure(getAllOwners({ hoaid: 'demo' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network Error');
  });

  it('publishes shell:session-expired when a signed-in call gets 401', async () => {
    setToken('expired');
    nextReply = { status: 401, body: { message: 'Unauthorized' } };
    const error = await failure(getAllOwners({ hoaid: 'demo' }));
    expect(error.status).toBe(401);
    expect(events).toEqual([
      { type: 'shell:session-expired', path: '/api/parking/get_all_owners' },
    ]);
  });

  it('does not publish session-expired for a refused login', async () => {
    setToken('whatever');
    nextReply = { status: 401, body: { message: 'Invalid email or password' } };
    const error = await failure(login({ email: 'a@b.test', password: 'bad', hoaid: 'demo' }));
    expect(error.message).toBe('Invalid email or password');
    expect(events).toEqual([]);
  });

  it('uploads a CSV as multipart and reports progress', async () => {
    nextReply = {
      body: { message: 'Upload CSV Records Successful', count: 2 },
      uploadProgress: [40, 100],
    };
    const progress: number[] = [];
    const file = new Blob(['email,unitnumber\n'], { type: 'text/csv' });
    const result = await uploadCsv(
      { file, name: 'users.csv', id: 'upload-1', hoaid: 'demo' },
      (p) => progress.push(p),
    );
    expect(result).toEqual({ message: 'Upload CSV Records Successful', count: 2 });
    expect(progress).toEqual([40, 100]);
    const body = lastRequest().body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('hoaid')).toBe('demo');
    expect(form.get('id')).toBe('upload-1');
    expect(form.get('name')).toBe('users.csv');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });

  it('keeps the refused rows of a CSV upload', async () => {
    nextReply = {
      status: 400,
      body: { message: 'Upload failed', rows: [{ row: 2, message: 'Email Required' }] },
    };
    const error = await failure(
      uploadCsv({ file: new Blob(['x']), name: 'u.csv', id: '1', hoaid: 'demo' }),
    );
    expect(error.rows).toEqual([{ row: 2, message: 'Email Required' }]);
  });
});
