// A fake HTTP transport for tests: answers the shared client's requests in memory and records
// them, so screens are tested with their API mocked at the HTTP boundary. Use with
// `configureApi({ adapter })`.
// Types only: the API's exports carry no static import of axios (docs/adr/0036). axios turns a
// plain headers object into AxiosHeaders, and recognises a failure by its isAxiosError flag.
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The JSON body parsed back to an object, or the raw data (FormData, undefined). */
  body: unknown;
}

export type FakeReply =
  | {
      status?: number;
      body?: unknown;
      /** Response headers, e.g. X-Total-Count of a paged list. */
      headers?: Record<string, string>;
      uploadProgress?: number[];
    }
  | { networkError: true };

export type FakeResponder = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function headerRecord(config: InternalAxiosRequestConfig): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (typeof value === 'string') record[name.toLowerCase()] = value;
  }
  return record;
}

/** A failure as axios's own adapters give it (what `isAxiosError` recognises). */
function axiosError(
  message: string,
  code: string,
  config: InternalAxiosRequestConfig,
  response?: AxiosResponse,
): Error {
  return Object.assign(new Error(message), {
    name: 'AxiosError',
    isAxiosError: true,
    code,
    config,
    request: {},
    response,
  });
}

export function createFakeAdapter(respond: FakeResponder): {
  adapter: AxiosAdapter;
  requests: FakeRequest[];
} {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      headers: headerRecord(config),
      body: parseBody(config.data),
    };
    requests.push(request);
    const reply = await respond(request);
    if ('networkError' in reply) throw axiosError('Network Error', 'ERR_NETWORK', config);
    for (const loaded of reply.uploadProgress ?? []) {
      config.onUploadProgress?.({ loaded, total: 100, bytes: loaded, lengthComputable: true });
    }
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (config.validateStatus ? config.validateStatus(status) : status < 300) return response;
    const code = status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw axiosError(`Request failed with status code ${status}`, code, config, response);
  };
  return { adapter, requests };
}
