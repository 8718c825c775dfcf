// The contract between the API server and the shell's server render (docs/adr/0034): the
// server loads shell/dist-ssr/server-render.js, hands it a transport that answers API calls
// in-process, and puts what it renders into the shell's index.html. Types only, plus the id of
// the element that carries the page's data, so both sides name them once.

/** One API call of a render, answered by the server in-process (fastify's inject). */
export interface ServerRenderApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** The address of the browser whose page is rendered (rate limits count it, not the server). */
  remoteAddress: string;
}

export interface ServerRenderApiAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ServerRenderedHtml {
  /** The page's markup, for inside <div id="root">. */
  html: string;
  /** styled-components' <style> elements, for the <head>. */
  styles: string;
  /** The rendered page's data as JSON, safe inside a <script type="application/json"> element. */
  data: string;
}

/** The <script type="application/json"> element that carries the rendered page's data. */
export const RENDERED_PAGE_ID = 'rendered-page';
