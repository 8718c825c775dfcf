// The one axios instance of the portal (docs/architecture.md, Packages): adds the Authorization and
// browserdate headers, turns every failure into an ApiError, and on a 401 for a signed-in
// call publishes `shell:session-expired`. It never touches a router or the UI (docs/architecture.md).
// axios is loaded with the first call, not with the page (docs/adr/0036): the public pages come
// rendered from the server with their data, so the login page needs no HTTP client until the
// visitor submits, and its scripts are the smaller for it.
import type {
  AxiosAdapter,
  AxiosHeaders,
  AxiosInstance,
  AxiosProgressEvent,
  AxiosRequestConfig,
  InternalAxiosRequestConfig,
} from 'axios';
import { dstr } from '../domain/dates';
import { DEFAULT_PAGE_SIZE, PAGE_HEADERS, type Page, type PageRequest } from '../domain/paging';
import { publishSessionExpired } from '../events/session-events';
import { getToken } from '../session/storage';
import { ApiError, toApiError } from './errors';

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

/** What configureApi set; applied to the client before each call, so it holds however early. */
const options: ApiOptions = { baseURL: '' };

export function configureApi(next: ApiOptions): void {
  if (next.baseURL !== undefined) options.baseURL = next.baseURL;
  if (next.adapter !== undefined) options.adapter = next.adapter;
}

let created: Promise<AxiosInstance> | null = null;

/** The one axios instance of the portal, created on the first call. */
async function apiClient(): Promise<AxiosInstance> {
  created ??= import(/* webpackChunkName: "http-client" */ 'axios').then(createClient);
  const client = await created;
  client.defaults.baseURL = options.baseURL;
  if (options.adapter !== undefined) client.defaults.adapter = options.adapter;
  return client;
}

/**
 * Starts loading the client without a call: the shell does so at the visitor's first interaction,
 * so a login's request does not wait for the client's chunk.
 */
export function warmApiClient(): void {
  void apiClient().catch(() => undefined);
}

function createClient({ default: axios, AxiosHeaders, isAxiosError }: typeof import('axios')) {
  /** spec §7: the HTTP client has no timeout by default (0 = none). */
  const client = axios.create({ baseURL: '', timeout: 0 });

  const addHeaders = (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    const headers = AxiosHeaders.from(config.headers);
    // spec §7: every request carries the browser's local date.
    headers.set('browserdate', dstr(new Date()));
    const token = getToken();
    if (token !== null && !PUBLIC_PATHS.has(config.url ?? '')) {
      headers.set('Authorization', `Bearer ${token}`);
    }
    config.headers = headers;
    return config;
  };

  const normaliseError = (error: unknown): Promise<never> => {
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
  };

  client.interceptors.request.use(addHeaders);
  client.interceptors.response.use((response) => response, normaliseError);
  return client;
}

export async function postJson<TResponse, TBody = unknown>(
  path: string,
  body?: TBody,
  config?: AxiosRequestConfig<TBody>,
): Promise<TResponse> {
  const response = await (await apiClient()).post<TResponse>(path, body ?? {}, config);
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
  call: PageCallOptions = {},
): Promise<Page<TRow>> {
  const client = await apiClient();
  const response = await client.post<TRow[]>(path, body, { signal: call.signal });
  // axios hands every response's headers over as AxiosHeaders (names in any case).
  const headers = response.headers as AxiosHeaders;
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
  call: RequestOptions = {},
): Promise<TResponse> {
  const response = await (await apiClient()).get<TResponse>(path, { signal: call.signal });
  return response.data;
}

/** A text download (a CSV) through the signed-in client. */
export async function getText(path: string): Promise<string> {
  const response = await (await apiClient()).get<string>(path, { responseType: 'text' });
  return response.data;
}

/** A binary download (a violation's photo) through the signed-in client. */
export async function getBlob(path: string, call: RequestOptions = {}): Promise<Blob> {
  const response = await (
    await apiClient()
  ).get<Blob>(path, {
    responseType: 'blob',
    signal: call.signal,
  });
  return response.data;
}

export type UploadProgress = (percent: number, event: AxiosProgressEvent) => void;

export async function postForm<TResponse>(
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<TResponse> {
  const response = await (
    await apiClient()
  ).post<TResponse>(path, form, {
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
