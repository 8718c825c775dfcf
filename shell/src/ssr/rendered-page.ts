// What the server puts beside a page it rendered (docs/adr/0034): the query data the page was
// rendered from and what it assumed about the browser, in a non-executing
// <script type="application/json" id="rendered-page"> element (the CSP stays as it is).
import { RENDERED_PAGE_ID, dstr } from '@parking/shared/domain';
import { session } from '@parking/shared/session';
import type { DehydratedState } from '@tanstack/react-query';
import type { SessionUser } from '../lib/session/use-session-user';

export interface RenderedPage {
  /** react-query's dehydrated cache: the answers the page was rendered from. */
  queries: DehydratedState;
  /** The session the server assumed: a visitor (of the community shown, once it is stored). */
  session: SessionUser;
  /** The day (dstr) the page's data is for, when it depends on the day. */
  day: string | null;
  /**
   * For a page that reads the browser's stored community (`/` and the login pages show the
   * stored community, else the default one; the help page shows the stored one, if any): the
   * community the server rendered, '' for none. null: the page does not read it (the URL names
   * the community, or the page has none).
   */
  sessionCommunity: string | null;
}

/** The page's render data, or null when the server did not render it (or it cannot be read). */
export function readRenderedPage(doc: Document): RenderedPage | null {
  const element = doc.getElementById(RENDERED_PAGE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RenderedPage;
  } catch {
    return null;
  }
}

/**
 * Whether the browser's first render gives what the server rendered: the same day and the same
 * community. When not (a stored session of another community, a browser in another day), the
 * page is drawn by the browser alone, as without server rendering.
 */
export function agreesWithBrowser(page: RenderedPage, now: Date = new Date()): boolean {
  if (page.day !== null && page.day !== dstr(now)) return false;
  if (page.sessionCommunity === null) return true;
  // '' is never a stored id: a page rendered without a community agrees only with none.
  const stored = session.get('hoaid');
  return stored === null || stored === page.sessionCommunity;
}
