// The standalone bar offers each role only the pages it may open: a readonly owner's Dashboard is
// the read-only owners list (spec §6), never an admin page that would send it back to the login.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { publishLogout } from '../../events';
import { getToken, session, setToken } from '../../session';
import { PortalThemeProvider } from '../../ui';
import { StandaloneLayout, type StandaloneLink } from '../standalone-layout';

const links: StandaloneLink[] = [
  { icon: 'dashboard', label: 'Dashboard', to: '/admindashboard', roles: ['admin'] },
  { icon: 'maintenance', label: 'Maintenance', to: '/maintenancedashboard', roles: ['admin'] },
  { icon: 'dashboard', label: 'Dashboard', to: '/readonlyowners', roles: ['readonly'] },
];

function renderLayout() {
  render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route element={<StandaloneLayout appName="admin-app" links={links} />}>
            <Route path="/start" element={<h1>Start</h1>} />
            <Route path="/admindashboard" element={<h1>Administrator Dashboard</h1>} />
            <Route path="/readonlyowners" element={<h1>Owners (read only)</h1>} />
          </Route>
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
    </PortalThemeProvider>,
  );
}

describe('StandaloneLayout', () => {
  beforeEach(() => sessionStorage.clear());

  it("takes a readonly owner's Dashboard link to the read-only owners page", async () => {
    session.set('userRole', 'readonly');
    renderLayout();

    expect(screen.queryByRole('button', { name: 'Maintenance' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard' }));

    expect(screen.getByRole('heading', { name: 'Owners (read only)' })).toBeInTheDocument();
  });

  it("shows an admin the admin pages' links", async () => {
    session.set('userRole', 'admin');
    renderLayout();

    expect(screen.getByRole('button', { name: 'Maintenance' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard' }));

    expect(screen.getByRole('heading', { name: 'Administrator Dashboard' })).toBeInTheDocument();
  });

  it("signs out on a page's logout (an owner who deleted the account) as on its own Logout", async () => {
    setToken('t');
    session.set('userRole', 'owner');
    renderLayout();

    act(() => publishLogout());

    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(session.get('userRole')).toBeNull();
  });
});
