import { PortalThemeProvider } from '@parking/shared/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteFailure } from '../remote-failure';
import { RemotePage } from '../remote-page';
import {
  arrivedRemotePage,
  fetchManifest,
  loadRemotePage,
  registeredEntry,
} from '../remote-registry';

jest.mock('../remote-registry', () => ({
  arrivedRemotePage: jest.fn(),
  loadRemotePage: jest.fn(),
  fetchManifest: jest.fn(),
  registeredEntry: jest.fn(),
}));

const loadPage = jest.mocked(loadRemotePage);
const manifest = {
  owner: '/remotes/owner/1.0.0-0000000001/remoteEntry.js',
  renter: '/remotes/renter/1.0.0-0000000001/remoteEntry.js',
  admin: '/remotes/admin/1.0.0-0000000001/remoteEntry.js',
};

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
  jest.mocked(registeredEntry).mockReturnValue(manifest.owner);
  jest.mocked(fetchManifest).mockResolvedValue(manifest);
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

  it('renders a page whose remote has already arrived at once, with no loading state', () => {
    jest.mocked(arrivedRemotePage).mockReturnValueOnce(OwnerDashboard);
    renderRemotePage();

    // In the first render: no Suspense fallback for React to hold the page behind.
    expect(screen.getByText('Owner dashboard from the remote')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
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

  it('offers a reload, not a connection error, when a chunk of the loaded remote is gone', async () => {
    const gone = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
    loadPage.mockRejectedValue(gone);
    renderRemotePage();

    expect(
      await screen.findByRole('heading', { name: 'A new version of this page is available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  });

  it('says a remote refused for a shared version mismatch does not work with this portal', async () => {
    loadPage.mockRejectedValue(
      remoteFailure('incompatible', 'admin_app needs @parking/shared/api ^2.0.0'),
    );
    renderRemotePage();

    expect(
      await screen.findByText(
        'This part of the portal does not work with this version of the portal.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('says a remote the security policy refused was blocked, not a connection problem', async () => {
    loadPage.mockRejectedValue(
      remoteFailure('blocked', "https://cdn.example: blocked by the portal's security policy"),
    );
    renderRemotePage();

    expect(
      await screen.findByText(
        "This part of the portal was blocked by the portal's security policy.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  });

  it('offers a reload above the page once another version of the remote is deployed', async () => {
    loadPage.mockResolvedValue(OwnerDashboard);
    renderRemotePage();
    expect(await screen.findByText('Owner dashboard from the remote')).toBeInTheDocument();
    expect(screen.queryByText('A new version of this page is available')).not.toBeInTheDocument();

    jest.mocked(fetchManifest).mockResolvedValue({
      ...manifest,
      owner: '/remotes/owner/1.0.0-0000000002/remoteEntry.js',
    });
    window.dispatchEvent(new Event('focus'));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new version of this page is available',
    );
    expect(screen.getByText('Owner dashboard from the remote')).toBeInTheDocument();
  });

  it('offers the new version within 5 s of a deploy by itself, with no focus or reload', async () => {
    jest.useFakeTimers();
    try {
      loadPage.mockResolvedValue(OwnerDashboard);
      renderRemotePage();
      expect(await screen.findByText('Owner dashboard from the remote')).toBeInTheDocument();
      const checks = jest.mocked(fetchManifest).mock.calls.length;

      // The deploy lands just after a check: the worst case for an open tab.
      jest.mocked(fetchManifest).mockResolvedValue({
        ...manifest,
        owner: '/remotes/owner/1.0.0-0000000002/remoteEntry.js',
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5_000);
      });
      expect(jest.mocked(fetchManifest).mock.calls.length).toBeGreaterThan(checks);
      expect(screen.getByRole('status')).toHaveTextContent(
        'A new version of this page is available',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
