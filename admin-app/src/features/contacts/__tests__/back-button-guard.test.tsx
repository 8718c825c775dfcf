// docs/adr/0013: the browser's Back button asks before uncommitted contact
// edits are thrown away, under the portal's declarative router (BrowserRouter, no data router).
// Stay keeps the page and its edits; Leave goes back for real; once the edits are committed, or
// a confirmed click left, the history holds no entry of the guard's (one Back leaves).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { contact, fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { ContactPanel } from '../components/contact-panel';

const office = contact({ contact_id: '1', phone_description: 'Office', sort_order: 10 });
const pool = contact({ contact_id: '2', phone_description: 'Pool', sort_order: 20 });

function serve() {
  return fakeServer({
    'GET /api/parking/hoa_data': () => ({
      body: { hoaid: 'demo', contact_information: [office, pool], help_text: {} },
    }),
    'POST /api/parking/update_contact_info': () => ({ body: { message: 'ok' } }),
  });
}

/** The portal as the browser has it: a page before Maintenance, then Maintenance. */
function renderMaintenance() {
  window.history.pushState({}, '', '/dashboard');
  window.history.pushState({}, '', '/maintenancedashboard');
  return renderInPortal(
    <BrowserRouter>
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        <Route path="/helptabs/admin" element={<h1>Help page</h1>} />
        <Route
          path="/maintenancedashboard"
          element={
            <>
              <nav aria-label="Main">
                <Link to="/helptabs/admin">Help</Link>
              </nav>
              <ContactPanel />
            </>
          }
        />
      </Routes>
    </BrowserRouter>,
  );
}

/** The browser's Back button. */
async function pressBack() {
  await act(async () => {
    const moved = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await moved;
  });
}

const question = () => screen.findByRole('alertdialog', { name: 'Leave without committing?' });

beforeEach(() => signInAdmin());

describe('the Back button with uncommitted contact changes', () => {
  it('asks; Stay keeps the page and its edits, Leave goes back for real', async () => {
    serve();
    const user = userEvent.setup();
    renderMaintenance();
    const deletePool = await screen.findByRole('button', { name: 'Delete Pool' });
    const length = window.history.length;
    await user.click(deletePool);
    // The guard entry: one more entry, the same page.
    await waitFor(() => expect(window.history.length).toBe(length + 1));
    expect(window.location.pathname).toBe('/maintenancedashboard');

    await pressBack();
    const asked = await question();
    expect(asked).toHaveTextContent('1 uncommitted change will be lost.');
    expect(window.location.pathname).toBe('/maintenancedashboard');
    await user.click(within(asked).getByRole('button', { name: 'Stay' }));
    expect(screen.getByText('1 uncommitted change: press Commit to save it.')).toBeVisible();
    expect(screen.queryByText('Pool')).not.toBeInTheDocument();

    // Asked again on the next Back (the guard entry is back), and Leave leaves.
    await pressBack();
    await user.click(within(await question()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves no entry behind once the edits are committed: one Back leaves', async () => {
    serve();
    const user = userEvent.setup();
    renderMaintenance();
    await user.click(await screen.findByRole('button', { name: 'Delete Pool' }));
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    await waitFor(() => expect(screen.queryByText(/uncommitted/)).not.toBeInTheDocument());
    await waitFor(() => expect(window.history.state).not.toHaveProperty('parkingLeaveGuard'));

    await pressBack();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask on Back when nothing waits for Commit', async () => {
    serve();
    renderMaintenance();
    await screen.findByText('Pool');
    await pressBack();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a link confirmed with Leave replaces the guard entry: Back returns to Maintenance once', async () => {
    serve();
    const user = userEvent.setup();
    renderMaintenance();
    await user.click(await screen.findByRole('button', { name: 'Delete Pool' }));
    await waitFor(() => expect(window.history.state).toHaveProperty('parkingLeaveGuard'));

    await user.click(screen.getByRole('link', { name: 'Help' }));
    await user.click(within(await question()).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Help page' })).toBeInTheDocument();

    await pressBack();
    expect(window.location.pathname).toBe('/maintenancedashboard');
    await pressBack();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
