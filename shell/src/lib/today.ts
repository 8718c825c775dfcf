// "Today" as a page renders it (docs/adr/0034). In the browser it is the browser's date (spec
// §7 dstr). In the server's render it is the day the page is rendered for (the community's), so
// the server asks and renders the same day's data that the browser will hydrate with (a browser
// on another day draws the page itself: rendered-page.ts agreesWithBrowser).
import { dstr } from '@parking/shared/domain';
import { createContext, useContext } from 'react';

export const ServerToday = createContext<string | null>(null);

export function useToday(): string {
  return useContext(ServerToday) ?? dstr();
}
