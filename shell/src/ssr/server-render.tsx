// The server's render of the shell's public pages (docs/adr/0034), built for node into
// shell/dist-ssr/server-render.js and loaded by the API server (server/src/plugins/web.ts).
// For a public URL it asks the data the page reads (the client's own query options, through the
// client's API functions answered in-process by the server), renders the page to HTML with its
// styled-components CSS, and returns both with the query data for the browser to hydrate from.
// Any other URL (the signed-in pages, the remotes) gives null: the browser renders it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { configureApi, getDataForHoa } from '@parking/shared/api';
import { createQueryClient } from '@parking/shared/data';
import { todayIn } from '@parking/shared/domain';
import { communityQuery } from '@parking/shared/features';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// The server's bundle has no federation and its own full router (config/webpack/
// server-render-config.mjs): the run-time subset of docs/adr/0004 is the browser's.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppFrame } from '../app/app';
import { ShellRoutes } from '../app/routes';
import { appConfigQuery } from '../lib/community/use-community';
import { parkingSummaryQuery } from '../lib/community/use-parking-summary';
import { invitationQuery } from '../features/guest-invitation/invitation-query';
import type { SessionUser } from '../lib/session/use-session-user';
import { publicPageOf, scriptSafeJson, type PublicPage } from './public-pages';
import type { RenderedPage } from './rendered-page';
import { ServerToday } from '../lib/today';
import type {
  ServerRenderApiAnswer as ApiAnswer,
  ServerRenderApiCall as ApiCall,
  ServerRenderedHtml as RenderedHtml,
} from '@parking/shared/domain';

export type ApiTransport = (call: ApiCall) => Promise<ApiAnswer>;

/** The longest a render may take before the browser is left to draw the page. */
const RENDER_TIMEOUT_MS = 3000;

const VISITOR: SessionUser = { role: null, hoaid: null, hoaname: null, unitnumber: null };

interface Prefetched {
  session: SessionUser;
  day: string | null;
  sessionCommunity: string | null;
}

/** Asks what the page's first render reads; throws when the page could not show its data. */
async function prefetch(page: PublicPage, client: QueryClient): Promise<Prefetched> {
  const community = async (hoaid: string | null) => {
    const id = hoaid ?? (await client.fetchQuery(appConfigQuery())).defaultHoaid;
    return client.fetchQuery(communityQuery(id));
  };
  // Once the browser stores the community shown (bootstrap.tsx), its visitor session names it.
  const visitorOf = (shown: { hoaid: string; name: string }): SessionUser => ({
    ...VISITOR,
    hoaid: shown.hoaid,
    hoaname: shown.name,
  });
  switch (page.kind) {
    case 'landing': {
      const shown = await community(page.hoaid);
      // The browser asks the summary of its own day; the server renders the community's, which
      // is the residents' (a browser on another day draws the page itself: rendered-page.ts).
      const day = todayIn(shown.timezone);
      // The summary is a nicety: without it the page renders without it, as in the browser.
      await client.prefetchQuery(parkingSummaryQuery(shown.hoaid, day));
      return {
        session: visitorOf(shown),
        day,
        sessionCommunity: page.hoaid === null ? shown.hoaid : null,
      };
    }
    case 'login': {
      const shown = await community(null);
      return { session: visitorOf(shown), day: null, sessionCommunity: shown.hoaid };
    }
    case 'help':
      return { session: VISITOR, day: null, sessionCommunity: '' };
    case 'invitation': {
      const view = await client.fetchQuery(invitationQuery(page.token));
      // The form's first checkout date is the day after the browser's today: the community's.
      const { timezone } = await getDataForHoa(view.hoaid);
      return { session: VISITOR, day: todayIn(timezone), sessionCommunity: null };
    }
  }
}

async function renderToString(element: ReactNode, signal: AbortSignal): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
    prelude.on('error', reject);
  });
  // A part that failed would be left for the browser to render: the whole page is, instead.
  if (errors.length > 0) throw errors[0];
  return Buffer.concat(chunks).toString('utf8');
}

const remoteAddress = new AsyncLocalStorage<string>();

function injectAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [
          name,
          String(value),
        ]),
      ),
      body: typeof config.data === 'string' ? config.data : undefined,
      remoteAddress: remoteAddress.getStore() ?? '127.0.0.1',
    });
    // axios parses the body (the client's transformResponse), as for any adapter's answer.
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: AxiosHeaders.from(
        Object.fromEntries(
          Object.entries(answer.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(', ') : (value ?? ''),
          ]),
        ),
      ),
      config,
      request: {},
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
}

/**
 * The renderer of the public pages, with the API calls answered by `transport`.
 * `render(url, address)` gives the page's HTML, or null when the browser is to render the URL
 * (not a public page, or its data could not be read). A render error rejects.
 */
export function createRenderer(transport: ApiTransport) {
  configureApi({ baseURL: '', adapter: injectAdapter(transport) });
  return async function render(url: string, address: string): Promise<RenderedHtml | null> {
    const { pathname } = new URL(url, 'http://portal.invalid');
    const page = publicPageOf(pathname);
    if (page === null) return null;
    return remoteAddress.run(address, async () => {
      // One cache per request: nothing of one visitor's page reaches another's.
      const client = createQueryClient({ queries: { retry: false } });
      let prefetched: Prefetched;
      try {
        prefetched = await prefetch(page, client);
      } catch {
        return null;
      }
      const sheet = new ServerStyleSheet();
      try {
        const html = await renderToString(
          sheet.collectStyles(
            <ServerToday.Provider value={prefetched.day}>
              <AppFrame client={client} renderedSession={prefetched.session}>
                <StaticRouter location={url}>
                  <ShellRoutes />
                </StaticRouter>
              </AppFrame>
            </ServerToday.Provider>,
          ),
          AbortSignal.timeout(RENDER_TIMEOUT_MS),
        );
        const data: RenderedPage = {
          queries: dehydrate(client),
          session: prefetched.session,
          day: prefetched.day,
          sessionCommunity: prefetched.sessionCommunity,
        };
        return { html, styles: sheet.getStyleTags(), data: scriptSafeJson(data) };
      } finally {
        sheet.seal();
        client.clear();
      }
    });
  };
}
