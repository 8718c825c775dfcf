// Renders a screen as the portal does: inside the portal theme and the data layer's
// QueryClientProvider, with a fresh QueryClient per render so no test sees another's cache.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '../data';
import { PortalThemeProvider } from '../ui';

/** A fresh QueryClient with the portal's defaults, retries off: failures show at once. */
export function testQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
}

/** The providers around every page of the portal, for a test's own render or renderHook. */
export function portalWrapper(client: QueryClient = testQueryClient()) {
  return function PortalProviders({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <PortalThemeProvider>{children}</PortalThemeProvider>
      </QueryClientProvider>
    );
  };
}

export interface PortalRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The client to render with; a fresh one by default. */
  queryClient?: QueryClient;
}

export function renderInPortal(
  ui: ReactElement,
  { queryClient = testQueryClient(), ...options }: PortalRenderOptions = {},
): RenderResult & { queryClient: QueryClient } {
  return { ...render(ui, { ...options, wrapper: portalWrapper(queryClient) }), queryClient };
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
