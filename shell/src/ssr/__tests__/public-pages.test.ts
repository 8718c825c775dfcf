// docs/adr/0034: which URLs the server renders, how their data is put into the page, and when
// the browser hydrates what the server rendered.
import { RENDERED_PAGE_ID } from '@parking/shared/domain';
import { session } from '@parking/shared/session';
import { publicPageOf, scriptSafeJson } from '../public-pages';
import { agreesWithBrowser, readRenderedPage, type RenderedPage } from '../rendered-page';

describe('publicPageOf', () => {
  it('names the public pages of routes.tsx', () => {
    expect(publicPageOf('/')).toEqual({ kind: 'landing', hoaid: null });
    expect(publicPageOf('/demo')).toEqual({ kind: 'landing', hoaid: 'demo' });
    expect(publicPageOf('/sea%20breeze/')).toEqual({ kind: 'landing', hoaid: 'sea breeze' });
    expect(publicPageOf('/login')).toEqual({ kind: 'login' });
    expect(publicPageOf('/renterlogin')).toEqual({ kind: 'login' });
    expect(publicPageOf('/helptabs/landing')).toEqual({ kind: 'help' });
    expect(publicPageOf('/invite/abc123')).toEqual({ kind: 'invitation', token: 'abc123' });
  });

  it('leaves the signed-in pages and anything else to the browser', () => {
    for (const pathname of [
      '/dashboard',
      '/admindashboard',
      '/readonlyowners',
      '/enforce',
      '/showsessiondata',
      '/userverification/verify/u/demo/a@b.test',
      '/invite',
      '/helptabs',
      '/demo/extra',
      '/%E0%A4%A',
    ]) {
      expect(publicPageOf(pathname)).toBeNull();
    }
  });
});

describe('scriptSafeJson', () => {
  it('cannot end its script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('hydrating a server-rendered page', () => {
  const page = (overrides: Partial<RenderedPage>): RenderedPage => ({
    queries: { mutations: [], queries: [] },
    session: { role: null, hoaid: 'demo', hoaname: 'Demo', unitnumber: null },
    day: null,
    sessionCommunity: null,
    ...overrides,
  });
  afterEach(() => sessionStorage.clear());

  it('reads the data element, and nothing from a page without one or with broken JSON', () => {
    document.body.innerHTML = `<script type="application/json" id="${RENDERED_PAGE_ID}">${scriptSafeJson(page({ day: '2026-11-28' }))}</script>`;
    expect(readRenderedPage(document)?.day).toBe('2026-11-28');
    document.body.innerHTML = `<script type="application/json" id="${RENDERED_PAGE_ID}">{</script>`;
    expect(readRenderedPage(document)).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    expect(readRenderedPage(document)).toBeNull();
  });

  it('hydrates only when the browser is on the same day', () => {
    const now = new Date(2026, 10, 28, 9);
    expect(agreesWithBrowser(page({ day: '2026-11-28' }), now)).toBe(true);
    expect(agreesWithBrowser(page({ day: '2026-11-27' }), now)).toBe(false);
    expect(agreesWithBrowser(page({ day: null }), now)).toBe(true);
  });

  it('hydrates a page that shows the stored community only when none or the same is stored', () => {
    const login = page({ sessionCommunity: 'demo' });
    expect(agreesWithBrowser(login)).toBe(true);
    session.set('hoaid', 'demo');
    expect(agreesWithBrowser(login)).toBe(true);
    session.set('hoaid', 'sunset');
    expect(agreesWithBrowser(login)).toBe(false);
    // The URL names the community: the stored one does not matter.
    expect(agreesWithBrowser(page({ sessionCommunity: null }))).toBe(true);
    // Rendered without a community (help): only a browser without one agrees.
    expect(agreesWithBrowser(page({ sessionCommunity: '' }))).toBe(false);
    sessionStorage.clear();
    expect(agreesWithBrowser(page({ sessionCommunity: '' }))).toBe(true);
  });
});
