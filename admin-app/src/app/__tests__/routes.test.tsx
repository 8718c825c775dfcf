import { session } from '@parking/shared/session';
import { renderInPortal } from '@parking/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import adminPages from '../routes';

function renderPage(name: keyof typeof adminPages) {
  const Page = adminPages[name];
  // In the portal the shell's router is around every remote page.
  return renderInPortal(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  session.set('hoaname', 'Demo Gardens');
});

describe('admin-app ./routes', () => {
  it('exposes the pages the shell routes to admin-app', () => {
    expect(Object.keys(adminPages).sort()).toEqual([
      'admindashboard',
      'adminprofile',
      'enforce',
      'maintenancedashboard',
      'readonlyowners',
    ]);
  });

  it("shows 'Administrator Dashboard' with the community name and a clock", () => {
    const { container } = renderPage('admindashboard');

    expect(screen.getByRole('heading', { name: 'Administrator Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Demo Gardens')).toBeInTheDocument();
    expect(container.querySelector('time')).not.toBeNull();
  });

  it.each(['admindashboard', 'adminprofile', 'maintenancedashboard', 'readonlyowners'] as const)(
    'renders %s inside the admin boundary',
    async (name) => {
      const { container } = renderPage(name);

      // Pages other than the dashboard come in their own chunks.
      await waitFor(() =>
        expect(container.firstElementChild).toHaveAttribute('data-boundary', 'admin'),
      );
    },
  );

  it('comes with the dashboard, so an administrator’s sign-in waits for no other chunk', () => {
    const { container } = renderPage('admindashboard');

    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'admin');
    const loadingParts = screen
      .queryAllByRole('status')
      .filter((s) => s.textContent === 'Loading…');
    expect(loadingParts).toEqual([]);
  });
});
