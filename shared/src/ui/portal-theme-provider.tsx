import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { portalTheme } from './theme';

export interface PortalThemeProviderProps {
  children: ReactNode;
  /** The shell (and each remote running standalone) sets the page-wide styles once. */
  withGlobalStyle?: boolean;
}

export function PortalThemeProvider({
  children,
  withGlobalStyle = true,
}: PortalThemeProviderProps) {
  return (
    <ThemeProvider theme={portalTheme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
