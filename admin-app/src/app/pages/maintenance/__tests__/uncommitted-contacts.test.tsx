// Contact edits wait for Commit, and the screen says so: the number of
// uncommitted changes shows, and leaving (reload, a navigation-bar button, a link, another
// maintenance panel) asks first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contact, fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { MaintenancePanels } from '../components/maintenance-panels';
import { ContactPanel } from '../../../../features/contacts/components/contact-panel';

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

function reloadIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => signInAdmin());

describe('uncommitted contact changes', () => {
  it('counts the edits that wait for Commit and clears the count once committed', async () => {
    serve();
    const user = userEvent.setup();
    renderInPortal(<ContactPanel />);
    await screen.findByText('Pool');
    expect(screen.queryByText(/uncommitted/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Pool' }));
    expect(screen.getByText('1 uncommitted change: press Commit to save it.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Modify Office' }));
    const form = screen.getByRole('dialog', { name: 'Modify Contact' });
    await user.clear(within(form).getByLabelText('Description'));
    await user.type(within(form).getByLabelText('Description'), 'Front office');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('2 uncommitted changes: press Commit to save them.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Commit' }));
    await waitFor(() => expect(screen.queryByText(/uncommitted/)).not.toBeInTheDocument());
  });

  it('asks the browser before a reload only while changes wait for Commit', async () => {
    serve();
    const user = userEvent.setup();
    renderInPortal(<ContactPanel />);
    await screen.findByText('Pool');
    expect(reloadIsQuestioned()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Pool' }));
    expect(reloadIsQuestioned()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    await waitFor(() => expect(reloadIsQuestioned()).toBe(false));
  });

  it('asks before a navigation-bar button or a link leaves the page', async () => {
    serve();
    const user = userEvent.setup();
    const navigated = jest.fn();
    renderInPortal(
      <>
        <nav aria-label="Main">
          <button type="button" onClick={navigated}>
            Dashboard
          </button>
        </nav>
        <a
          href="/helptabs/admin"
          onClick={(event) => {
            event.preventDefault();
            navigated('help');
          }}
        >
          Help
        </a>
        <ContactPanel />
      </>,
    );
    await screen.findByText('Pool');
    await user.click(screen.getByRole('button', { name: 'Delete Pool' }));

    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    const question = screen.getByRole('alertdialog', { name: 'Leave without committing?' });
    expect(question).toHaveTextContent('1 uncommitted change will be lost.');
    expect(navigated).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(navigated).not.toHaveBeenCalled();
    expect(screen.getByText(/1 uncommitted change/)).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(navigated).toHaveBeenCalledWith('help'));
    expect(navigated).toHaveBeenCalledTimes(1);
  });

  it('leaves without asking when nothing waits for Commit', async () => {
    serve();
    const user = userEvent.setup();
    const navigated = jest.fn();
    renderInPortal(
      <>
        <nav aria-label="Main">
          <button type="button" onClick={navigated}>
            Dashboard
          </button>
        </nav>
        <ContactPanel />
      </>,
    );
    await screen.findByText('Pool');
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(navigated).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before another maintenance panel replaces contacts with uncommitted changes', async () => {
    serve();
    const user = userEvent.setup();
    renderInPortal(<MaintenancePanels />);
    await user.click(screen.getByRole('button', { name: 'HOA Contact' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Pool' }));

    await user.click(screen.getByRole('button', { name: 'Help Text' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Leave without committing?' })).getByRole(
        'button',
        { name: 'Stay' },
      ),
    );
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByText(/1 uncommitted change/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Help Text' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Help Text Editor' })).toBeInTheDocument();
  });
});
