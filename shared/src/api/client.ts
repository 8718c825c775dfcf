// The one axios instance of the portal (docs/architecture.md, Packages): adds the Authorization and
// browserdate headers, turns every failure into an ApiError, and on a 401 for a signed-in
// call publishes `shell:session-expired`. It never touches a router or the UI (docs/architecture.md).
import axios, {
  AxiosHeaders,
  isAxiosError,
  type AxiosAdapter,
  type AxiosProgressEvent,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { dstr } from '../domain/dates';
import { DEFAULT_PAGE_SIZE, PAGE_HEADERS, type Page, type PageRequest } from '../domain/paging';
import { publishSessionExpired } from '../events/session-events';
import { getToken } from '../session/storage';
import { ApiError, toApiError } from './errors';

/** spec §7: the HTTP client has no timeout by default (0 = none). */
const apiClient = axios.create({ baseURL: '', timeout: 0 });

/** Calls made before anyone is signed in: a stale token is not sent, a 401 is a wrong login. */
const PUBLIC_PATHS = new Set([
  '/api/users/login',
  '/api/users/loginrenter',
  '/api/users/forgot_password',
]);

export interface ApiOptions {
  /** Prefix of every call, e.g. 'https://parking.example' for a remote served elsewhere. */
  baseURL?: string;
  /** Replaces the HTTP transport; tests answer requests with it. */
  adapter?: AxiosAdapter;
}

export function configureApi(options: ApiOptions): void {
  if (options.baseURL !== undefined) apiClient.defaults.baseURL = options.baseURL;
  if (options.adapter !== undefined) apiClient.defaults.adapter = options.adapter;
}

function addHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  // spec §7: every request carries the browser's local date.
  headers.set('browserdate', dstr(new Date()));
  const token = getToken();
  if (token !== null && !PUBLIC_PATHS.has(config.url ?? '')) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  config.headers = headers;
  return config;
}

function normaliseError(error: unknown): Promise<never> {
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? error.message : undefined;
    return Promise.reject(error instanceof ApiError ? error : toApiError(0, undefined, message));
  }
  const status = error.response?.status ?? 0;
  // A body without a message: the network error's own text when nothing came back at all.
  const apiError = toApiError(
    status,
    error.response?.data,
    status === 0 ? error.message : undefined,
  );
  const sentToken = AxiosHeaders.from(error.config?.headers).has('Authorization');
  if (status === 401 && sentToken) publishSessionExpired(error.config?.url);
  return Promise.reject(apiError);
}

apiClient.interceptors.request.use(addHeaders);
apiClient.interceptors.response.use((response) => response, normaliseError);

export async function postJson<TResponse, TBody = unknown>(
  path: string,
  body?: TBody,
  config?: AxiosRequestConfig<TBody>,
): Promise<TResponse> {
  const response = await apiClient.post<TResponse>(path, body ?? {}, config);
  return response.data;
}

/** A list page no longer wanted (a newer sort, filter or page) is cancelled with its signal. */
export interface PageCallOptions {
  signal?: AbortSignal;
}

/** A paged list call (docs/adr/0010): the body is the page's rows, the total is a header. */
export async function postJsonPage<TRow, TBody extends PageRequest = PageRequest>(
  path: string,
  body: TBody,
  options: PageCallOptions = {},
): Promise<Page<TRow>> {
  const response = await apiClient.post<TRow[]>(path, body, { signal: options.signal });
  const headers = AxiosHeaders.from(response.headers as Record<string, string>);
  const number = (name: string, fallback: number) => {
    const value = Number(headers.get(name));
    return headers.has(name) && Number.isFinite(value) ? value : fallback;
  };
  const rows = response.data;
  return {
    rows,
    total: number(PAGE_HEADERS.total, rows.length),
    page: number(PAGE_HEADERS.page, body.page ?? 1),
    pageSize: number(PAGE_HEADERS.pageSize, body.pageSize ?? DEFAULT_PAGE_SIZE),
  };
}

/** Per-call options of the API functions (their optional last argument). */
export interface RequestOptions {
  /** Aborts the request: react-query passes its query's signal (docs/adr/0011). */
  signal?: AbortSignal;
}

export async function getJson<TResponse>(
  path: string,
  options: RequestOptions = {},
): Promise<TResponse> {
  const response = await apiClient.get<TResponse>(path, { signal: options.signal });
  return response.data;
}

/** A text download (a CSV) through the signed-in client. */
export async function getText(path: string): Promise<string> {
  const response = await apiClient.get<string>(path, { responseType: 'text' });
  return response.data;
}

/** A binary download (a violation's photo) through the signed-in client. */
export async function getBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await apiClient.get<Blob>(path, {
    responseType: 'blob',
    signal: options.signal,
  });
  return response.data;
}

export type UploadProgress = (percent: number, event: AxiosProgressEvent) => void;

export async function postForm<TResponse>(
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<TResponse> {
  const response = await apiClient.post<TResponse>(path, form, {
    onUploadProgress: onProgress
      ? (event) =>
          onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0, event)
      : undefined,
  });
  return response.data;
}

/** A path segment from caller data, escaped so a slash or '?' cannot change the route. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
