// The patrol app's service worker (docs/adr/0031), registered by the plate lookup page with the
// scope /enforce only: no other page of the portal is ever controlled by it. It lets /enforce
// open without signal and keeps remote deploys working (docs/adr/0006):
// - the page (HTML), /remotes.json, /app-config.json and every remoteEntry.js / mf-manifest.json
//   are network first (a deploy is seen at once; the cached copy only answers without signal);
// - content-hashed files (and the OCR files in a remote's never-changing version folder) are
//   cache first: their URL changes whenever their content does;
// - the API is never cached here: the authorised-plates list and the queue live in IndexedDB.
// The shell's own hashed files are precached (workbox-webpack-plugin InjectManifest); the page
// sends the URLs it has loaded (the admin remote's chunks) as a CACHE_URLS message, which the
// routes below store, so the first visit already makes the page open offline.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const SCOPE_PAGE = '/enforce';
const DAY = 24 * 60 * 60;
/** Without an answer in this time the cached copy answers (a garage with one bar of signal). */
const NETWORK_TIMEOUT_SECONDS = 4;
// Like the server's cache rule (server/src/plugins/web.ts): webpack's [contenthash] names.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ENTRY = /(^|\/)(remotes\.json|app-config\.json|remoteEntry\.js|mf-manifest\.json)$/;
const OCR = /^\/remotes\/admin\/[^/]+\/ocr\//;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The page: one cached copy of the shell's index.html, whatever the query.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === 'GET' &&
    (request.mode === 'navigate' || url.pathname === SCOPE_PAGE),
  new NetworkFirst({
    cacheName: 'patrol-page',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [{ cacheKeyWillBeUsed: async () => SCOPE_PAGE }],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && ENTRY.test(url.pathname),
  new NetworkFirst({
    cacheName: 'patrol-entries',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && OCR.test(url.pathname),
  new CacheFirst({
    cacheName: 'patrol-ocr',
    plugins: [new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 30 * DAY })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && !url.pathname.startsWith('/api/') && HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: 'patrol-assets',
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);
