// Runs after the federation runtime has settled the shared singletons (see index.ts).
import { warmApiClient } from '@parking/shared/api';
import { queryClient } from '@parking/shared/data';
import type { Community } from '@parking/shared/domain';
import { prefetchFirstQueryCode } from '@parking/shared/features';
import { storeCommunity } from '@parking/shared/session';
import { warmLocaleData, whenIdle } from '@parking/shared/ui';
import { hydrate } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startRoleRemotePreload } from './features/remotes/preload-role-remote';
import { prefetchRemoteList, prefetchRemoteLoader } from './features/remotes/remote-registry';
import { agreesWithBrowser, readRenderedPage } from './ssr/rendered-page';

// docs/architecture.md, Module federation: with a session already open, the role's remote starts loading at once.
startRoleRemotePreload();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Marks the root once React owns it (how: 'hydrated' or 'rendered'); e2e tests wait for it. */
function Started({ how }: { how: string }) {
  useEffect(() => {
    container?.setAttribute('data-started', how);
  }, [how]);
  return null;
}

// docs/adr/0034: a public page the server rendered is hydrated from the data it was rendered
// from, when the browser's first render agrees with it (same day, same stored community).
const rendered = readRenderedPage(document);
if (rendered && container.firstElementChild && agreesWithBrowser(rendered)) {
  // The answers came with the page, so they count as received now: asking the server again at
  // once (a slow phone hydrates after the 2 s freshness window) would fetch what the page shows.
  const now = Date.now();
  hydrate(queryClient, {
    ...rendered.queries,
    queries: rendered.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
  // What the browser's own fetch would have stored (spec §3): the session names the community.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['community'] })) {
    const community = query.state.data as Community | undefined;
    if (query.queryKey.length === 2 && community?.hoaid) storeCommunity(community);
  }
  hydrateRoot(
    container,
    <>
      <App renderedSession={rendered.session} />
      <Started how="hydrated" />
    </>,
  );
} else {
  createRoot(container).render(
    <>
      <App />
      <Started how="rendered" />
    </>,
  );
}

// While the user is still on the landing or login page, the locale data the dashboards' clock
// and dates need is loaded (shared/src/ui/locale-data.ts). At the visitor's first interaction
// (a tap, a key, a field taking focus) the HTTP client's chunk (docs/adr/0036), the remote list,
// the remote loader and the first-query code (no role's remote) are fetched, so the sign-in click
// goes straight to the role's remote and its first rows; a page only looked at loads none.
whenIdle(warmLocaleData);
const firstInteraction = () => {
  for (const kind of INTERACTIONS) window.removeEventListener(kind, firstInteraction, true);
  warmApiClient();
  prefetchRemoteList();
  prefetchRemoteLoader();
  prefetchFirstQueryCode();
};
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
for (const kind of INTERACTIONS) {
  window.addEventListener(kind, firstInteraction, { capture: true, passive: true });
}
