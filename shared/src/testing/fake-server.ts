// The fake portal's HTTP side: a route table "METHOD /path" → reply, answered in memory by the
// shared client's transport (createFakeAdapter + configureApi({ adapter })), and every request
// recorded (method, url, headers, body) so tests assert on what the screen sent.
import type { AxiosAdapter } from 'axios';
import { configureApi } from '../api';
import { createFakeAdapter, type FakeReply, type FakeRequest } from '../api/testing';

export type { FakeReply, FakeRequest };

/** A reply, or a function of the request giving one (a promise holds the answer back). */
export type RouteReply = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/**
 * "METHOD /path" → reply. A key matches the path exactly, else as the longest prefix of whole
 * segments ('GET /api/vehicle' answers /api/vehicle/7, not /api/vehicles).
 */
export type Routes = Record<string, RouteReply>;

/** The request's path without origin and query string. */
export function pathOf(request: Pick<FakeRequest, 'url'>): string {
  return request.url.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
}

/** The request's query string parameters. */
export function queryOf(request: Pick<FakeRequest, 'url'>): URLSearchParams {
  const query = /\?([^#]*)/.exec(request.url);
  return new URLSearchParams(query?.[1] ?? '');
}

function splitKey(key: string): { method: string; path: string } {
  const [method = '', path = ''] = key.trim().split(/\s+/, 2);
  return { method: method.toUpperCase(), path };
}

/** The route key answering a request: an exact path first, else the longest segment prefix. */
export function matchRoute(routes: Routes, request: FakeRequest): string | undefined {
  const path = pathOf(request);
  let best: string | undefined;
  let bestLength = -1;
  for (const key of Object.keys(routes)) {
    const route = splitKey(key);
    if (route.method !== request.method || !route.path) continue;
    if (route.path === path) return key;
    const prefix = route.path.endsWith('/') ? route.path : `${route.path}/`;
    if (path.startsWith(prefix) && route.path.length > bestLength) {
      best = key;
      bestLength = route.path.length;
    }
  }
  return best;
}

/** Requests recorded by a fake server that a route key ("POST /api/x") answers. */
export function requestsTo(requests: readonly FakeRequest[], key: string): FakeRequest[] {
  const { method, path } = splitKey(key);
  return requests.filter((request) => request.method === method && pathOf(request) === path);
}

/** The last request sent to a route key; throws when none was sent, naming what was. */
export function lastRequestTo(requests: readonly FakeRequest[], key: string): FakeRequest {
  const found = requestsTo(requests, key).at(-1);
  if (!found) {
    const sent = requests.map((request) => `${request.method} ${pathOf(request)}`).join(', ');
    throw new Error(`No request to ${key}; sent: ${sent || 'none'}`);
  }
  return found;
}

/**
 * The fake portal's transport without installing it: for a test that re-imports the API client
 * (jest.resetModules) and installs it there with that instance's configureApi({ adapter }).
 */
export function fakeAdapter(routes: Routes): { adapter: AxiosAdapter; requests: FakeRequest[] } {
  return createFakeAdapter(async (request) => {
    const key = matchRoute(routes, request);
    if (key === undefined) {
      return {
        status: 404,
        body: { message: `No fake for ${request.method} ${pathOf(request)}` },
      };
    }
    const reply = routes[key]!;
    return typeof reply === 'function' ? reply(request) : reply;
  });
}

/**
 * Answers the shared API client from `routes` and returns the recorded requests (in order).
 * The table is read at request time, so a test may add or replace routes later. An unknown
 * route gets a 404 whose message names it.
 */
export function fakeServer(routes: Routes): FakeRequest[] {
  const { adapter, requests } = fakeAdapter(routes);
  configureApi({ adapter });
  return requests;
}

/** A promise and its resolve, to answer a request at the moment a test chooses. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
