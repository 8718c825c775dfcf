// The server's render of the shell's public pages (docs/adr/0034). The shell's build writes
// shell/dist-ssr/server-render.js (config/webpack/server-render-config.mjs): given a URL it asks
// the page's data through the API, in-process (fastify's inject), and gives the page's HTML,
// styles and query data, which go into the shell's index.html here. Without the bundle (a server
// run without a build) or when a render fails, the page is the plain index.html, as before.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { Module, createRequire } from 'node:module';
import { runInThisContext } from 'node:vm';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  RENDERED_PAGE_ID,
  type ServerRenderApiAnswer as ApiAnswer,
  type ServerRenderApiCall as ApiCall,
  type ServerRenderedHtml as RenderedHtml,
} from '@parking/shared/domain';

type Render = (url: string, remoteAddress: string) => Promise<RenderedHtml | null>;
interface RenderBundle {
  createRenderer(transport: (call: ApiCall) => Promise<ApiAnswer>): Render;
}

/** The empty root of index.html (the build minifies it: quotes are optional). */
const ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * The index page with a render in it: the HTML in the root, the styles at the end of <head>,
 * the data in a non-executing JSON element before the end of <body>. null when the index has no
 * place for it (a page it would not know how to fill stays plain).
 */
export function withRender(index: string, rendered: RenderedHtml): string | null {
  if (!ROOT.test(index) || !index.includes('</head>') || !index.includes('</body>')) {
    return null;
  }
  // The render's own output holds no script (the CSP allows none inline); its data is JSON with
  // '<' escaped, so it cannot close its element.
  if (/<script/i.test(rendered.html) || /</.test(rendered.data)) return null;
  const data = `<script type="application/json" id="${RENDERED_PAGE_ID}">${rendered.data}</script>`;
  return index
    .replace('</head>', () => `${rendered.styles}</head>`)
    .replace(ROOT, () => `<div id="root">${rendered.html}</div>`)
    .replace('</body>', () => `${data}</body>`);
}

/**
 * Runs the bundle (a CommonJS file) as node's require would, but anew for each build: no module
 * cache keeps a previous build (or a failed load) of the same file.
 */
function loadBundle(file: string): RenderBundle {
  const wrapper = runInThisContext(Module.wrap(readFileSync(file, 'utf8')), {
    filename: file,
  }) as (
    exports: object,
    require: NodeJS.Require,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} };
  wrapper.call(
    module.exports,
    module.exports,
    createRequire(file),
    module,
    file,
    path.dirname(file),
  );
  return module.exports as RenderBundle;
}

/**
 * The renderer of the shell's public pages for `app`, loaded from `bundleFile` on first use and
 * again after a new build. render() gives the full page or null (plain index.html).
 */
export function shellRenderer(app: FastifyInstance, bundleFile: string) {
  let loaded: { version: string; render: Render } | null = null;
  const transport = async (call: ApiCall): Promise<ApiAnswer> => {
    const response = await app.inject({
      method: call.method as 'GET' | 'POST',
      url: call.url,
      headers: call.headers,
      payload: call.body,
      remoteAddress: call.remoteAddress,
    });
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [
        name,
        typeof value === 'number' ? String(value) : value,
      ]),
    );
    return { status: response.statusCode, headers, body: response.body };
  };

  function current(log: FastifyBaseLogger): Render | null {
    if (!existsSync(bundleFile)) return null;
    const { mtimeMs, size } = statSync(bundleFile);
    const version = `${mtimeMs}:${size}`;
    if (loaded?.version === version) return loaded.render;
    try {
      const bundle = loadBundle(bundleFile);
      loaded = { version, render: bundle.createRenderer(transport) };
      return loaded.render;
    } catch (error) {
      log.error({ err: error }, `the shell's server render (${bundleFile}) could not be loaded`);
      loaded = null;
      return null;
    }
  }

  return async function render(
    url: string,
    remoteAddress: string,
    index: string,
    log: FastifyBaseLogger,
  ): Promise<string | null> {
    const renderPage = current(log);
    if (!renderPage) return null;
    try {
      const rendered = await renderPage(url, remoteAddress);
      return rendered ? withRender(index, rendered) : null;
    } catch (error) {
      log.error({ err: error, url }, 'the server render of a public page failed: plain page sent');
      return null;
    }
  };
}

export const renderBundlePath = (webRoot: string) =>
  path.join(webRoot, 'shell', 'dist-ssr', 'server-render.js');
