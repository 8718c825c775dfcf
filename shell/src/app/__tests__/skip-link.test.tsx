// Every page starts with a 'Skip to main content' link: the first Tab lands on it and following
// it puts focus on the routed page, past the nav bar (docs/adr/0030).
import type { Role } from '@parking/shared/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, resetStorage, signInAs } from '../../__tests__/render-route';
import { ANY_COMMUNITY, serveShell } from '../../__tests__/shell-server';

jest.mock('../../features/remotes/remote-registry', () =>
  jest.requireActual('../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

beforeEach(() => {
  resetStorage();
  serveShell(ANY_COMMUNITY);
});

describe('skip link', () => {
  it('is the first stop of the keyboard on a public page and moves focus to the page', async () => {
    const user = userEvent.setup();
    renderRoute('/demo');
    await screen.findByRole('heading', { name: 'Community demo' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.click(skip);
    const target = document.getElementById('main-content');
    expect(target).toHaveFocus();
    expect(target).toContainElement(screen.getByRole('main'));
    // The next Tab goes into the page, not back to the nav bar.
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });

  it.each([
    ['owner', '/dashboard'],
    ['admin', '/admindashboard'],
    ['patrol', '/enforce'],
  ] as [Role, string][])('leads the %s pages too', async (role, path) => {
    const user = userEvent.setup();
    signInAs(role);
    renderRoute(path);
    await screen.findByText(/remote:/);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});
