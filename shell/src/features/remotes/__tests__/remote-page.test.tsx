import { PortalThemeProvider } from '@parking/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePage } from '../remote-page';
import { loadRemotePage } from '../remote-registry';

jest.mock('../remote-registry', () => ({ loadRemotePage: jest.fn() }));

const loadPage = jest.mocked(loadRemotePage);

function OwnerDashboard() {
  return <p>Owner dashboard from the remote</p>;
}

function renderRemotePage() {
  return render(
    <PortalThemeProvider>
      <nav aria-label="Main">menu</nav>
      <RemotePage remote="owner" page="dashboard" />
    </PortalThemeProvider>,
  );
}

beforeEach(() => {
  loadPage.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.mocked(console.error).mockRestore();
});

describe('RemotePage', () => {
  it('shows the remote page once it has loaded', async () => {
    loadPage.mockResolvedValue(OwnerDashboard);
    renderRemotePage();

    expect(await screen.findByText('Owner dashboard from the remote')).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith('owner', 'dashboard');
  });

  it('shows a clear message with Retry when the remote cannot load, and Retry loads it again', async () => {
    loadPage
      .mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'))
      .mockResolvedValueOnce(OwnerDashboard);
    const user = userEvent.setup();
    renderRemotePage();

    expect(
      await screen.findByText('This part of the portal could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Owner dashboard from the remote')).toBeInTheDocument();
    expect(
      screen.queryByText('This part of the portal could not be loaded.'),
    ).not.toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('keeps offering Retry while the remote stays unreachable', async () => {
    loadPage.mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderRemotePage();

    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('contains a remote page that throws while rendering', async () => {
    function BrokenPage(): never {
      throw new Error('remote bug');
    }
    loadPage.mockResolvedValue(BrokenPage);
    renderRemotePage();

    expect(
      await screen.findByText('This part of the portal could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
