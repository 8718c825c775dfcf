// The frame around every shell route: nav bar, the routed page, and the logout and
// session-expired redirects. Lazily loaded pages suspend here, so the nav bar stays while they
// load. Focus starts on a 'Skip to main content' link to the routed page (docs/adr/0030).
import { Suspense, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { RemoteLoading } from '../features/remotes/remote-unavailable';
import { NavBar } from '../features/navigation/components/nav-bar';
import { PageBrandProvider } from '../lib/page-brand';
import { useLogoutRedirect } from '../lib/session/use-logout-redirect';
import { useSessionExpiredRedirect } from '../lib/session/use-session-expired-redirect';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

export const SKIP_LINK_TEXT = 'Skip to main content';
export const MAIN_CONTENT_ID = 'main-content';

/** Off screen until focused: the first Tab of every page lands on it. */
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.sticky + 1};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** The skip link's target: the routed page (each page is its own main landmark). */
const MainContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;

  &:focus {
    outline: none;
  }
`;

/** Moves focus to the page without a hash in the address (the router owns the URL). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

export function AppLayout() {
  useLogoutRedirect();
  useSessionExpiredRedirect();
  return (
    <PageBrandProvider>
      <Shell>
        <SkipLink href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
          {SKIP_LINK_TEXT}
        </SkipLink>
        <NavBar />
        <MainContent id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Suspense fallback={<RemoteLoading />}>
            <Outlet />
          </Suspense>
        </MainContent>
      </Shell>
    </PageBrandProvider>
  );
}
