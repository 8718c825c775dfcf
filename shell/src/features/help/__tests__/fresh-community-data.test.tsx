// An owner who signed in before the admin changed the community sees the admin's
// committed contacts and published help text on the next visit, not the session copy from login.
// And (docs/adr/0011) an older answer never replaces a newer one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  contact,
  deferred,
  fakeServer,
  signInOwner,
  signOut,
  type FakeReply,
} from '@parking/shared/testing';
import { session } from '@parking/shared/session';
import { renderRoute } from '../../../__tests__/render-route';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

beforeEach(() => signOut());

describe('community data after an admin change', () => {
  it('shows the published help text and the committed contacts, not the ones stored at login', async () => {
    const { community: atLogin } = signInOwner(
      {},
      {
        community: {
          help_text: { ...baseHelp(), owner: '<p>Old owner help</p>' },
          contact_information: [contact({ phone_description: 'Old front desk' })],
        },
      },
    );
    const now = {
      ...atLogin,
      help_text: { ...atLogin.help_text, owner: '<p>Quiet hours after 10 pm</p>' },
      contact_information: [
        contact({ phone_description: 'New security desk', display_category: 'Owner' }),
      ],
    };
    const requests = fakeServer({ 'GET /api/parking/data_for_hoa/demo': { body: now } });

    renderRoute('/helptabs/owner');
    const help = await screen.findByRole('region', { name: 'Owner Help' });
    expect(await within(help).findByText('Quiet hours after 10 pm')).toBeInTheDocument();
    expect(within(help).queryByText('Old owner help')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
    const contacts = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contacts).getByText('New security desk')).toBeInTheDocument();
    expect(within(contacts).queryByText('Old front desk')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/parking/data_for_hoa/demo')).toBe(true);
    // The session keys of spec §3 follow the server too.
    expect(session.get('hoa_data')?.contact_information[0]?.phone_description).toBe(
      'New security desk',
    );
  });

  it('reads the community again when a protected page opens: the fee and card flags are the new ones', async () => {
    const { community: atLogin } = signInOwner(
      {},
      { community: { use_owner_ppp: false, use_owner_creditcard: false, use_warning_status: 0 } },
    );
    const now = {
      ...atLogin,
      use_owner_ppp: true,
      use_owner_creditcard: true,
      use_warning_status: 1,
    };
    fakeServer({ 'GET /api/parking/data_for_hoa/demo': { body: now } });

    renderRoute('/dashboard');
    await waitFor(() => expect(session.get('use_owner_ppp')).toBe(true));
    expect(session.get('use_owner_creditcard')).toBe(true);
    expect(session.get('use_warning_status')).toBe(1);
  });

  it('keeps the newer community when the answer for the previous page arrives last', async () => {
    const first = { ...communityRecord('first'), name: 'First Gardens' };
    const slowFirst = deferred<FakeReply>();
    fakeServer({
      'GET /api/parking/data_for_hoa/first': () => slowFirst.promise,
      'GET /api/parking/data_for_hoa/second': {
        body: { ...communityRecord('second'), name: 'Second Gardens' },
      },
      'POST /api/parking/get_parking_summary': { body: { spaces: 1, used: 0, available: 1 } },
    });
    const view = renderRoute('/first');
    view.navigate('/second');
    const heading = { level: 1, name: 'Second Gardens' } as const;
    expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
    // The first community's answer arrives late: it must not replace the page's community.
    slowFirst.resolve({ body: first });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', heading)).toBeInTheDocument();
    expect(screen.queryByText('First Gardens')).not.toBeInTheDocument();
    expect(session.get('hoaid')).toBe('second');
  });
});

function baseHelp() {
  return {
    general: '<p>General</p>',
    permissions: '',
    owner: '',
    owner_tc: '',
    renter: '',
    renter_tc: '',
    admin: '',
  };
}

/** A whole community record (the harness's builder), nobody signed in afterwards. */
function communityRecord(hoaid: string) {
  const { community } = signInOwner({}, { community: { hoaid } });
  signOut();
  return community;
}
