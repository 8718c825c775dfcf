import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentStatus } from '@parking/shared/events';
import { session } from '@parking/shared/session';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { HelpTextPanel } from '../components/help-text-panel';

const helpText = {
  general: '<p>Welcome</p>',
  permissions: '',
  owner: '<p>Owner rules</p>',
  owner_tc: '',
  renter: '',
  renter_tc: '',
  admin: '',
};

/** A server that keeps the community: hoa_data answers what the last publish stored. */
function serve() {
  let stored = { hoaid: 'demo', name: 'Demo', help_text: helpText, parking_spots: [] };
  return fakeServer({
    'GET /api/parking/hoa_data': () => ({ body: stored }),
    'POST /api/parking/updatehoahelp': (request) => {
      const helpdata = (request.body as { helpdata: string }).helpdata;
      stored = {
        ...stored,
        name: 'Demo Published',
        help_text: { ...stored.help_text, owner_tc: helpdata },
      };
      return { body: stored };
    },
  });
}

// jsdom has no layout: ProseMirror asks for points and rectangles when it handles clicks.
beforeAll(() => {
  document.elementFromPoint = () => null;
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

beforeEach(() => signInAdmin());

describe('Help Text Editor', () => {
  it('asks for a topic and has nothing to publish without one', async () => {
    const requests = serve();
    renderInPortal(<HelpTextPanel />);
    const names = ['General', 'Permissions', 'Owner', 'Owner TC', 'Renter', 'Renter TC', 'Admin'];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('Please select a topic')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(currentStatus()?.text).toBe('Nothing to publish');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("loads the topic's text into the editor and has nothing to publish while unchanged", async () => {
    const requests = serve();
    renderInPortal(<HelpTextPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Owner' }));
    const editor = await screen.findByRole('textbox', { name: 'Owner help text' });
    expect(editor).toHaveTextContent('Owner rules');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(currentStatus()?.text).toBe('Nothing to publish');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('publishes the edited topic and stores the community', async () => {
    const requests = serve();
    renderInPortal(<HelpTextPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Owner TC' }));
    const editor = await screen.findByRole('textbox', { name: 'Owner TC help text' });
    await userEvent.click(editor);
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    // The editor takes focus back asynchronously after a toolbar click; type only once it has it.
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Quiet hours');
    await waitFor(() => expect(editor).toHaveTextContent('Quiet hours'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Owner TC Help Text Published'));
    const body = requests.find((r) => r.url === '/api/parking/updatehoahelp')?.body;
    expect(body).toEqual({
      hoaid: 'demo',
      which: 'owner_tc',
      helpdata: expect.stringContaining('<strong>Quiet hours</strong>'),
    });
    expect(session.get('hoaname')).toBe('Demo Published');
    // docs/adr/0011: the publish refreshes the community queries (hoa_data is read again).
    const publishAt = requests.findIndex((r) => r.url === '/api/parking/updatehoahelp');
    await waitFor(() =>
      expect(requests.slice(publishAt).some((r) => r.url === '/api/parking/hoa_data')).toBe(true),
    );
    expect(session.get('hoa_data')?.help_text.owner_tc).toContain('Quiet hours');
  });
});
