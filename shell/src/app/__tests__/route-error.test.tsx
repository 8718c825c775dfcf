// spec §2: a page that fails while rendering shows 'Unexpected Application Error!', and moving
// to another path brings the pages back.
import { PortalThemeProvider } from '@parking/shared/ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { RouteErrorBoundary } from '../route-error';

function Broken(): never {
  throw new Error('page failed');
}

function renderAt(resetKey: string, page: ReactNode) {
  return (
    <PortalThemeProvider>
      <MemoryRouter>
        <RouteErrorBoundary resetKey={resetKey}>{page}</RouteErrorBoundary>
      </MemoryRouter>
    </PortalThemeProvider>
  );
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the router fallback in place of a page that throws', () => {
    render(renderAt('/a', <Broken />));

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to the community page' })).toBeVisible();
  });

  it('clears the error when the path changes', () => {
    const { rerender } = render(renderAt('/a', <Broken />));

    rerender(renderAt('/b', <p>Another page</p>));

    expect(screen.getByText('Another page')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });
});
