// The Violation form checks with the server's own schema (docs/adr/0035) through
// react-hook-form: the spec's messages show after Submit, each clears as soon as its field is
// right, nothing is sent while one remains, and the server's field errors show the same way.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Violation } from '../../domain';
import { ViolationsPanel } from '../violations/violations-panel';
import { fakeServer, renderInPortal, signInAs } from '../../testing';

jest.setTimeout(20_000);
beforeEach(() => signInAs('owner'));

const inserts = (requests: { url: string; body?: unknown }[]) =>
  requests.filter((r) => r.url.endsWith('/insert_violation'));

async function openForm() {
  const user = userEvent.setup();
  renderInPortal(<ViolationsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Add violation' }));
  return { user, form: screen.getByRole('dialog', { name: 'Violation' }) };
}

describe('the Violation form', () => {
  it('shows the required messages on Submit and clears each one as its field is filled', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_all_violations': () => ({ body: [] }),
      'POST /api/parking/insert_violation': (request) => ({
        status: 201,
        body: { ...(request.body as Violation), _id: 'vio-1' },
      }),
    });
    const { user, form } = await openForm();

    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Plate field is required')).toBeInTheDocument();
    expect(within(form).getByText('State field is required')).toBeInTheDocument();
    expect(within(form).getByText('Location field is required')).toBeInTheDocument();
    expect(inserts(requests)).toHaveLength(0);

    // Typing into a field clears its message at once; the others stay until they are right.
    await user.type(within(form).getByLabelText('Plate'), 'ABC123');
    await waitFor(() =>
      expect(within(form).queryByText('Plate field is required')).not.toBeInTheDocument(),
    );
    expect(within(form).getByText('State field is required')).toBeInTheDocument();
    // Blanks are not a value: the schema trims, like the server.
    await user.type(within(form).getByLabelText('State'), '   ');
    expect(within(form).getByText('State field is required')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('State'));
    await user.type(within(form).getByLabelText('State'), 'DE');
    await user.type(within(form).getByLabelText('Location'), '  Fire lane ');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(inserts(requests)).toHaveLength(1));
    expect(inserts(requests)[0]?.body).toMatchObject({
      hoaid: 'demo',
      violation_plate: 'ABC123',
      violation_state: 'DE',
      violation_location: 'Fire lane',
    });
  });

  it("shows the server's field errors under the fields", async () => {
    fakeServer({
      'POST /api/parking/get_all_violations': () => ({ body: [] }),
      'POST /api/parking/insert_violation': () => ({
        status: 400,
        body: {
          message: 'At most 20 characters',
          errors: { violation_plate: 'At most 20 characters' },
        },
      }),
    });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Plate'), 'ABC123');
    await user.type(within(form).getByLabelText('State'), 'DE');
    await user.type(within(form).getByLabelText('Location'), 'Fire lane');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('At most 20 characters')).toBeInTheDocument();
  });
});
