import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactEntry } from '@parking/shared/domain';
import { currentStatus } from '@parking/shared/events';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { ContactPanel } from '../components/contact-panel';

const office: ContactEntry = {
  contact_id: '1',
  phone_description: 'Office',
  phone_number: '555-0001',
  email: '',
  sort_order: 5,
  display_category: 'All',
};
const security: ContactEntry = {
  contact_id: '2',
  phone_description: 'Security',
  phone_number: '',
  email: 'sec@demo.test',
  sort_order: 7,
  display_category: 'Owner',
};
const pool: ContactEntry = { ...office, contact_id: '3', phone_description: 'Pool', sort_order: 9 };

function serve() {
  return fakeServer({
    'GET /api/parking/hoa_data': () => ({
      body: { hoaid: 'demo', name: 'Demo', contact_information: [pool, office, security] },
    }),
    'POST /api/parking/update_contact_info': () => ({ body: { message: 'ok' } }),
  });
}

beforeEach(() => signInAdmin());

describe('Contact Information panel', () => {
  it('checks a new contact, with its id not editable', async () => {
    serve();
    renderInPortal(<ContactPanel />);
    await screen.findByText('Pool');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Id')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Id')).toHaveValue('4');
    await userEvent.clear(within(dialog).getByLabelText('Sort order'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Description field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number or email field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Sort order field is required')).toBeInTheDocument();
  });

  it('requires the id when modifying', async () => {
    serve();
    renderInPortal(<ContactPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify Office' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Id'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Id field is required')).toBeInTheDocument();
  });

  it('adds, deletes locally and commits the list renumbered 10, 20, 30', async () => {
    const requests = serve();
    renderInPortal(<ContactPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pool' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Gate');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'gate@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Commit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Contact Information Update Success'));
    const sent = requests.find((r) => r.url === '/api/parking/update_contact_info')?.body as {
      contact_information: ContactEntry[];
    };
    expect(sent.contact_information.map((c) => [c.phone_description, c.sort_order])).toEqual([
      ['Office', 10],
      ['Security', 20],
      ['Gate', 30],
    ]);
  });
});
