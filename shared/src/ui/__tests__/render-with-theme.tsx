import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { PortalThemeProvider } from '../portal-theme-provider';

function Providers({ children }: { children: ReactNode }) {
  return <PortalThemeProvider>{children}</PortalThemeProvider>;
}

/** Renders inside the portal theme, as the shell does for every screen. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
