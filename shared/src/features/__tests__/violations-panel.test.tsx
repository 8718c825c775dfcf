import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dstr, VALIDATION, type Violation } from '../../domain';
import { currentStatus } from '../../events';
import { ViolationsPanel } from '../violations/violations-panel';
import { fakeServer, renderInPortal, signInAs } from '../../testing';

function violation(overrides: Partial<Violation>): Violation {
  return {
    _id: 'vio-1',
    hoaid: 'demo',
    violation_type: 'PARKING_VIOLATION',
    violation_plate: 'BAD001',
    violation_state: 'CA',
    violation_location: 'Fire lane',
    violation_description: 'Blocking',
    violation_reporter: 'Olivia Owner',
    violation_date: '2026-01-02',
    violation_time: '10:00:00',
    ...overrides,
  };
}

describe('Violations panel', () => {
  beforeEach(() => signInAs('owner'));

  it('shows today’s date and No Violations when there are none', async () => {
    fakeServer({ 'POST /api/parking/get_all_violations': () => ({ body: [] }) });
    renderInPortal(<ViolationsPanel />);
    expect(await screen.findByText('No Violations')).toBeInTheDocument();
    expect(screen.getByText(dstr())).toBeInTheDocument();
  });

  it('asks for plate, state and location before adding', async () => {
    const requests = fakeServer({ 'POST /api/parking/get_all_violations': () => ({ body: [] }) });
    const user = userEvent.setup();
    renderInPortal(<ViolationsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add violation' }));
    const form = screen.getByRole('dialog', { name: 'Violation' });
    expect(within(form).getByLabelText('Reporter')).toHaveValue('Olivia Owner');
    expect(within(form).getByLabelText('Date')).toHaveValue(dstr());
    expect((within(form).getByLabelText('Time') as HTMLInputElement).value).toMatch(
      /^\d{2}:\d{2}:\d{2}$/,
    );
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(VALIDATION.violationPlate)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION.violationState)).toBeInTheDocument();
    expect(within(form).getByText(VALIDATION.violationLocation)).toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('insert_violation'))).toBe(false);
  });

  it('adds a parking violation and lists it', async () => {
    const stored: Violation[] = [];
    const requests = fakeServer({
      'POST /api/parking/get_all_violations': () => ({ body: stored }),
      'POST /api/parking/insert_violation': (request) => {
        const added = { ...(request.body as Violation), _id: 'vio-9' };
        stored.push(added);
        return { body: added };
      },
    });
    const user = userEvent.setup();
    renderInPortal(<ViolationsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add violation' }));
    const form = screen.getByRole('dialog', { name: 'Violation' });
    await user.type(within(form).getByLabelText('Plate'), 'XYZ789');
    await user.type(within(form).getByLabelText('State'), 'NV');
    await user.type(within(form).getByLabelText('Location'), 'Guest lot');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await within(form).findByText('Violation Insert Successful')).toBeInTheDocument();
    expect(currentStatus()?.text).toBe('Violation Insert Successful');
    // The list asks the server again and shows the new violation.
    expect(await screen.findByText('XYZ789 NV')).toBeInTheDocument();
    const insert = requests.find((r) => r.url.endsWith('/insert_violation'));
    expect(insert?.body).toMatchObject({
      violation_type: 'PARKING_VIOLATION',
      violation_reporter: 'Olivia Owner',
      hoaid: 'demo',
    });
  });

  it('says Violation Insert Failed when the server refuses', async () => {
    fakeServer({
      'POST /api/parking/get_all_violations': () => ({ body: [] }),
      'POST /api/parking/insert_violation': () => ({
        status: 400,
        body: { message: 'Bad', errors: { violation_plate: 'Too long' } },
      }),
    });
    const user = userEvent.setup();
    renderInPortal(<ViolationsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add violation' }));
    const form = screen.getByRole('dialog', { name: 'Violation' });
    await user.type(within(form).getByLabelText('Plate'), 'XYZ789');
    await user.type(within(form).getByLabelText('State'), 'NV');
    await user.type(within(form).getByLabelText('Location'), 'Guest lot');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Too long')).toBeInTheDocument();
    expect(currentStatus()?.text).toBe('Violation Insert Failed');
  });

  it('deletes a violation after confirmation', async () => {
    let stored = [violation({})];
    const requests = fakeServer({
      'POST /api/parking/get_all_violations': () => ({ body: stored }),
      'POST /api/parking/delete_violation': () => {
        stored = [];
        return { body: { message: 'Violation Delete Successful' } };
      },
    });
    const user = userEvent.setup();
    renderInPortal(<ViolationsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Delete violation BAD001' }));
    const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('BAD001 CA')).not.toBeInTheDocument());
    expect(currentStatus()?.text).toBe('Violation Delete Successful');
    expect(requests.find((r) => r.url.endsWith('/delete_violation'))?.body).toEqual({
      violationid: 'vio-1',
    });
  });

  it('asks the server for the newest first, sends a clicked header and toggles to plates', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_all_violations': () => ({
        body: [
          violation({ _id: 'a', violation_plate: 'P1', violation_reporter: 'Zed' }),
          violation({ _id: 'b', violation_plate: 'P2', violation_reporter: 'Amy' }),
        ],
        headers: { 'X-Total-Count': '2' },
      }),
    });
    const user = userEvent.setup();
    renderInPortal(<ViolationsPanel />);
    await screen.findByText('P1 CA');
    expect(screen.getByRole('status')).toHaveTextContent('2 violations');
    expect(requests[0]?.body).toMatchObject({ sort: 'violation_date', order: 'desc', page: 1 });
    await user.click(screen.getByRole('button', { name: /^Reporter/ }));
    await waitFor(() =>
      expect(requests.at(-1)?.body).toMatchObject({ sort: 'violation_reporter', order: 'asc' }),
    );
    await user.type(screen.getByLabelText('Search'), 'P1');
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ q: 'P1', page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Plates' }));
    expect(
      within(screen.getByRole('region', { name: 'Violation Plates' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });
});
