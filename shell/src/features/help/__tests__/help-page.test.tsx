import type { Community } from '@parking/shared/domain';
import {
  lastRequestTo,
  requestsTo,
  type FakeRequest,
  type RouteReply,
} from '@parking/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderRoute,
  resetStorage,
  signInAs,
  storeACommunity as storeCommunityOnly,
} from '../../../__tests__/render-route';
import { serveShell } from '../../../__tests__/shell-server';

jest.mock('../../remotes/remote-registry', () =>
  jest.requireActual('../../../__tests__/remote-registry-stub').remoteRegistryStub(),
);

const contacts = [
  {
    contact_id: 'c1',
    phone_description: 'Front office',
    phone_number: '555-0100',
    email: '',
    sort_order: 10,
    display_category: 'All',
  },
  {
    contact_id: 'c2',
    phone_description: 'Owner hotline',
    phone_number: '555-0101',
    email: '',
    sort_order: 20,
    display_category: 'Owner',
  },
  {
    contact_id: 'c3',
    phone_description: 'Renter desk',
    phone_number: '',
    email: 'renters@demo.test',
    sort_order: 30,
    display_category: 'Renter',
  },
  {
    contact_id: 'c4',
    phone_description: 'Board only',
    phone_number: '555-0199',
    email: '',
    sort_order: 40,
    display_category: 'Hide',
  },
] as const;

const INSERT_NOTIFICATION = 'POST /api/parking/insert_notification';
let requests: FakeRequest[];

/** The notification call's reply: the stored notification. */
const inserted: RouteReply = (request) => ({
  body: { _id: 'n1', ...(request.body as object) },
});

/** A community stored at its landing page, which the server also answers with. */
function storeACommunity(overrides: Partial<Community> = {}, insert: RouteReply = inserted) {
  const community = storeCommunityOnly(overrides);
  requests = serveShell({ [INSERT_NOTIFICATION]: insert }, community);
  return community;
}

beforeEach(() => {
  resetStorage();
  requests = serveShell({ [INSERT_NOTIFICATION]: inserted });
});

describe('help page', () => {
  it('shows the help text of the page and the icon legend', async () => {
    storeACommunity();
    renderRoute('/helptabs/renter');

    expect(
      await screen.findByRole('heading', { name: 'Application Information' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Renter help text')).toBeInTheDocument();
    const legend = within(screen.getByRole('list', { name: 'Icons' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual([
      'Dashboard',
      'Profile',
      'Contact Us',
      'Help',
      'Exit/Logout',
      'Maintenance (admin)',
      'Enter/Submit',
      'Close/Cancel',
    ]);
  });

  it('labels the admin text as owner help on the app tab', async () => {
    storeACommunity();
    signInAs('admin');
    renderRoute('/helptabs/app');

    expect(await screen.findByRole('heading', { name: 'Owner Help' })).toBeInTheDocument();
    expect(await screen.findByText('Admin help text')).toBeInTheDocument();
  });

  it('hides the Navigation, Contact and Feedback toggles without a stored community name', async () => {
    renderRoute('/helptabs/landing');

    await screen.findByRole('heading', { name: 'Application Information' });
    expect(screen.queryByRole('group', { name: 'Help sections' })).not.toBeInTheDocument();
  });

  it('lists the contacts for everyone and for owners, never the hidden ones, and the offsite parking link', async () => {
    storeACommunity({ contact_information: [...contacts] });
    signInAs('owner');
    const user = userEvent.setup();
    renderRoute('/helptabs/owner');

    await user.click(await screen.findByRole('button', { name: 'Contact' }));

    const names = within(screen.getByRole('list', { name: 'Contacts' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(names).toEqual(['Front office', 'Owner hotline']);
    expect(screen.getByRole('link', { name: 'Offsite parking information' })).toHaveAttribute(
      'href',
      'https://parking.example/offsite',
    );
  });

  it('shows renters the All and Renter contacts', async () => {
    storeACommunity({ contact_information: [...contacts] });
    signInAs('renter');
    const user = userEvent.setup();
    renderRoute('/helptabs/renter');

    await user.click(await screen.findByRole('button', { name: 'Contact' }));

    expect(screen.getByText('Front office')).toBeInTheDocument();
    expect(screen.getByText('Renter desk')).toBeInTheDocument();
    expect(screen.queryByText('Owner hotline')).not.toBeInTheDocument();
    expect(screen.queryByText('Board only')).not.toBeInTheDocument();
  });
});

describe('comments form', () => {
  async function openFeedback(insert: RouteReply = inserted) {
    storeACommunity({}, insert);
    const user = userEvent.setup();
    renderRoute('/helptabs/landing');
    await user.click(await screen.findByRole('button', { name: 'Feedback' }));
    return user;
  }

  it('offers the spec topics with Application Feedback first', async () => {
    await openFeedback();

    const topic = screen.getByLabelText('Topic');
    expect(topic).toHaveValue('APPLICATION');
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Application Feedback',
      'Parking Issue',
      'Trash Issue',
      'Excessive Noise',
      'Wildlife Issue',
      'Other',
    ]);
  });

  it('requires a name and a comment', async () => {
    const user = await openFeedback();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Name field is required')).toBeInTheDocument();
    expect(screen.getByText('Comment field is required')).toBeInTheDocument();
    expect(requestsTo(requests, INSERT_NOTIFICATION)).toHaveLength(0);
  });

  it('posts the comment and reports success', async () => {
    const user = await openFeedback();

    await user.selectOptions(screen.getByLabelText('Topic'), 'NOISE');
    await user.type(screen.getByLabelText('Name'), 'Sam Resident');
    await user.type(screen.getByLabelText('Phone'), '555-0123');
    await user.type(screen.getByLabelText('Unit #'), '101');
    await user.type(screen.getByLabelText('Comment'), 'Loud music at night');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Notification Insert Successful')).toBeInTheDocument();
    expect(lastRequestTo(requests, INSERT_NOTIFICATION).body).toEqual({
      hoaid: 'demo',
      notify_type: 'NOISE',
      notify_name: 'Sam Resident',
      notify_phone: '555-0123',
      notify_unit: '101',
      notify_description: 'Loud music at night',
      notify_plate: '',
      notify_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      notify_time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
    });
    expect(screen.getByLabelText('Comment')).toHaveValue('');
  });

  it('reports a failed post', async () => {
    const user = await openFeedback({ status: 500, body: { message: 'down' } });

    await user.type(screen.getByLabelText('Name'), 'Sam Resident');
    await user.type(screen.getByLabelText('Comment'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Notification Insert Failed')).toBeInTheDocument();
  });
});
