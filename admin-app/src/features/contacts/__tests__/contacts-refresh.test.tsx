// docs/adr/0011: committing the contacts refreshes every community query of the page, so the
// help pages (and the session copy of spec §3) show the committed list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactEntry } from '@parking/shared/domain';
import { currentStatus } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { contact, fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { ContactPanel } from '../components/contact-panel';

describe('Contact Information commit', () => {
  it('reads the community again after the commit', async () => {
    const { community } = signInAdmin();
    let stored = {
      ...community,
      contact_information: [contact({ contact_id: '1', phone_description: 'Office' })],
    };
    const requests = fakeServer({
      'GET /api/parking/hoa_data': () => ({ body: stored }),
      'POST /api/parking/update_contact_info': (request) => {
        const sent = request.body as { contact_information: ContactEntry[] };
        stored = { ...stored, contact_information: sent.contact_information };
        return { body: { message: 'ok' } };
      },
    });
    renderInPortal(<ContactPanel />);
    await screen.findByText('Office');

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Gate');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'gate@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Commit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Contact Information Update Success'));

    const committedAt = requests.findIndex((r) => r.url === '/api/parking/update_contact_info');
    await waitFor(() =>
      expect(requests.slice(committedAt).map((r) => r.url)).toContain('/api/parking/hoa_data'),
    );
    await waitFor(() =>
      expect(session.get('hoa_data')?.contact_information.map((c) => c.phone_description)).toEqual([
        'Office',
        'Gate',
      ]),
    );
    expect(screen.getByText('Gate')).toBeInTheDocument();
  }, 20_000);
});
