import { session } from '@parking/shared/session';
import { renderInPortal } from '@parking/shared/testing';
import { screen } from '@testing-library/react';
import ownerPages from '../routes';

beforeEach(() => {
  sessionStorage.clear();
  session.set('hoaname', 'Demo Gardens');
  session.set('unitnumber', '101');
  session.set('username', 'Pat Owner');
});

function renderPage(Page: (typeof ownerPages)[keyof typeof ownerPages]) {
  return renderInPortal(<Page />);
}

describe('owner-app ./routes', () => {
  it('exposes the pages the shell routes to owner-app', () => {
    expect(Object.keys(ownerPages).sort()).toEqual(['dashboard', 'profile']);
  });

  it('shows the community name and a clock on the dashboard, inside the owner boundary', () => {
    const { container } = renderPage(ownerPages.dashboard);

    expect(screen.getByRole('heading', { name: 'Owner Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Demo Gardens/)).toBeInTheDocument();
    expect(container.querySelector('time')).not.toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'owner');
  });

  it('shows the owner on the profile page, fetched when first shown, inside the owner boundary', async () => {
    const { container } = renderPage(ownerPages.profile);

    expect(await screen.findByRole('heading', { name: 'Owner Profile' })).toBeInTheDocument();
    expect(screen.getByText(/Pat Owner/)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'owner');
  });
});
