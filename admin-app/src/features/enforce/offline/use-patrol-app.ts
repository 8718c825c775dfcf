// docs/adr/0031: the plate lookup page as an installable app. While the page is open it links
// the patrol app's web manifest, and it registers the patrol service worker (served by the
// shell at /patrol-sw.js) for the scope /enforce only, so no other page is ever controlled.
// Once the worker runs, the page sends it the URLs it has loaded (the shell's and the admin
// remote's scripts, the page itself), which the worker caches: the next visit opens offline.
import { useEffect } from 'react';

export const PATROL_MANIFEST = '/patrol.webmanifest';
export const PATROL_WORKER = '/patrol-sw.js';
export const PATROL_SCOPE = '/enforce';

/** The same-origin URLs this page has loaded, and the page: what the worker should keep. */
export function loadedUrls(): string[] {
  const origin = window.location.origin;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/`) && !url.startsWith(`${origin}/api/`));
  return [...new Set([`${origin}${PATROL_SCOPE}`, ...loaded])];
}

/** The registration's worker once it is active (a page that came from /login is not in scope,
 * so navigator.serviceWorker.ready may never answer there). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve) => {
    const worker = registration.installing ?? registration.waiting;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(worker);
    });
  });
}

export function usePatrolApp(): void {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const added = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      link.href = PATROL_MANIFEST;
      document.head.append(link);
    }
    const workers = navigator.serviceWorker as ServiceWorkerContainer | undefined;
    if (workers && window.isSecureContext) {
      workers
        .register(PATROL_WORKER, { scope: PATROL_SCOPE })
        .then(async (registration) => {
          const worker = registration.active ?? (await activated(registration));
          worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } });
        })
        // Without a worker the page works as before; only opening it offline is lost.
        .catch(() => undefined);
    }
    return () => {
      if (added) link?.remove();
    };
  }, []);
}
