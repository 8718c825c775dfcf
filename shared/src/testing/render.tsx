// Renders a screen as the portal does: inside the portal theme (and the providers every page
// has), with fresh per-test state so no test sees another's cached data.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PortalThemeProvider } from '../ui';

/** The providers around every page of the portal. */
function PortalProviders({ children }: { children: ReactNode }) {
  return <PortalThemeProvider>{children}</PortalThemeProvider>;
}

export function renderInPortal(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> = {},
): RenderResult {
  return render(ui, { ...options, wrapper: PortalProviders });
}

/**
 * Makes the window match the phone media query (below 800 px, spec §9), so the lists render as
 * cards; jsdom has no matchMedia otherwise. Call the returned function to restore the wide layout.
 */
export function pretendPhoneWidth(): () => void {
  const query = {
    matches: true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => query });
  return () => Reflect.deleteProperty(window, 'matchMedia');
}
