// docs/adr/0027: photos on violations in the form and the Violations panel, through the HTTP
// boundary (fake server). Shrinking needs a real canvas: it is replaced here and exercised in
// the browser by the e2e journey (e2e/tests/patrol-field.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Violation } from '../../domain';
import { ViolationsPanel } from '../violations/violations-panel';
import { fakeServer, renderInPortal, signInAs } from '../../testing';

jest.mock('../violations/shrink-photo', () => ({
  PHOTO_UNREADABLE: 'unreadable',
  shrinkPhoto: async (file: Blob) => new Blob([file], { type: 'image/jpeg' }),
}));

jest.setTimeout(20_000);

const violation: Violation = {
  _id: 'vio-1',
  hoaid: 'demo',
  violation_type: 'PARKING_VIOLATION',
  violation_plate: 'BAD001',
  violation_state: 'CA',
  violation_location: 'Fire lane',
  violation_description: '',
  violation_reporter: 'Olivia Owner',
  violation_date: '2026-01-02',
  violation_time: '10:00:00',
};

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:photo-${(n += 1)}`;
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => signInAs('owner'));

describe('photos on violations', () => {
  it('sends up to 3 photos after the report is saved, one request each', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_all_violations': () => ({ body: [] }),
      'POST /api/parking/insert_violation': (request) => ({
        status: 201,
        body: { ...(request.body as Violation), _id: 'vio-9' },
      }),
      'POST /api/parking/add_violation_photo': () => ({
        status: 201,
        body: { message: 'Photo added', position: 1 },
      }),
    });
    const user = userEvent.setup();
    renderInPortal(<ViolationsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add violation' }));
    const form = screen.getByRole('dialog', { name: 'Violation' });
    await user.type(within(form).getByLabelText('Plate'), 'XYZ789');
    await user.type(within(form).getByLabelText('State'), 'NV');
    await user.type(within(form).getByLabelText('Location'), 'Guest lot');
    const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Add photos'), [
      photo('a.jpg'),
      photo('b.jpg'),
      photo('c.jpg'),
      photo('d.jpg'),
    ]);
    expect(await within(form).findByText('At most 3 photos per violation')).toBeInTheDocument();
    expect(within(form).getAllByRole('img')).toHaveLength(3);
    expect(within(form).getByRole('button', { name: /Add photos \(3 of 3\)/ })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Remove photo 3' }));
    expect(within(form).getAllByRole('img')).toHaveLength(2);

    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Violation Insert Successful')).toBeInTheDocument();
    const uploads = requests.filter((r) => r.url.endsWith('/add_violation_photo'));
    expect(uploads).toHaveLength(2);
    const body = uploads[0]?.body as FormData;
    expect(body.get('violationid')).toBe('vio-9');
    expect(body.get('file')).toBeInstanceOf(Blob);
  });

  it('a violation with photos offers them; the photos are asked for one by one', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_all_violations': () => ({
        body: [
          { ...violation, photo_count: 2 },
          { ...violation, _id: 'vio-2' },
        ],
      }),
      'GET /api/parking/violation_photo/vio-1/1': () => ({ body: new Blob(['1']) }),
      'GET /api/parking/violation_photo/vio-1/2': () => ({ body: new Blob(['2']) }),
    });
    const user = userEvent.setup();
    renderInPortal(<ViolationsPanel />);
    const buttons = await screen.findAllByRole('button', { name: 'Photos (2)' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Violation BAD001' });
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2));
    expect(requests.filter((r) => r.url.includes('/violation_photo/')).map((r) => r.url)).toEqual([
      '/api/parking/violation_photo/vio-1/1',
      '/api/parking/violation_photo/vio-1/2',
    ]);
  });
});
