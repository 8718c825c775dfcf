import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, dstr, type CarUsageRecord } from '@parking/shared/domain';
import {
  fakeServer,
  renderInPortal,
  signInAdmin,
  onsiteVehicle as vehicle,
} from '@parking/shared/testing';
import { MemoryRouter } from 'react-router';
import { ReportsPanel } from '../components/reports-panel';

const contact = {
  first_name: 'Olivia',
  last_name: 'Owner',
  phone: '555-0101',
  email: 'o@demo.test',
};
const today = dstr();

function record(overrides: Partial<CarUsageRecord> = {}): CarUsageRecord {
  return { ...vehicle(overrides), userdata: contact, ...overrides };
}

const rows = [
  record({
    plate: '=EVIL',
    unitnumber: '101',
    startdate: addDays(today, -3),
    enddate: today,
    status_flag: 2,
    number_of_changes: 2,
  }),
  record({
    plate: 'NOEND',
    unitnumber: '101',
    startdate: addDays(today, -1),
    enddate: '1970-01-01',
  }),
  record({ plate: 'NEXT', unitnumber: '102', carownertype: 'renter' }),
];

function serve() {
  return fakeServer({
    'POST /api/parking/get_car_usage_renter_warning': () => ({ body: rows }),
    'GET /api/parking/get_vehicles_for_vehid/': () => ({ body: rows[0] }),
  });
}

const cellsOf = (plate: string) =>
  within(screen.getByText(new RegExp(`^${plate}`)).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

// jsdom's Blob has no text(); FileReader reads it.
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => signInAdmin({ use_warning_status: 1 }));

describe('Reports panel', () => {
  it('asks to run the query first and defaults the renter window to the last 14 days', () => {
    serve();
    renderInPortal(<ReportsPanel />);
    expect(screen.getByText('Please run query showing owner')).toBeInTheDocument();
    expect(screen.getByLabelText('Begin Date')).toHaveValue(addDays(today, -14));
    expect(screen.getByLabelText('End Date')).toHaveValue(today);
  });

  it('runs the renter report with its dates and shows 0 days for an open end', async () => {
    const requests = serve();
    renderInPortal(<ReportsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('NOEND');
    expect(requests[0]?.body).toEqual({
      which: 'renter',
      begindate: addDays(today, -14),
      enddate: today,
      hoaid: 'demo',
      page: 1,
      pageSize: 100,
      sort: 'unitnumber',
      order: 'asc',
    });
    expect(cellsOf('=EVIL')).toEqual([
      '=EVIL',
      'Car', // the type's name on screen; the CSV keeps the code
      'Toyota',
      'Olivia Owner',
      '101',
      'Owner, Olivia',
      '555-0101',
      'o@demo.test',
      addDays(today, -3),
      today,
      '3',
      '2',
      'Yes 2',
    ]);
    expect(cellsOf('NOEND')[10]).toBe('0');
  });

  it('shows a blank Days for an open end in the owner report', async () => {
    const requests = serve();
    renderInPortal(<ReportsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Owner Cars' }));
    expect(screen.queryByLabelText('Begin Date')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/^NOEND/);
    expect(requests[0]?.body).toMatchObject({ which: 'owner' });
    expect(cellsOf('NOEND')).toEqual([
      'NOEND CA',
      'Car',
      'Toyota Corolla',
      '101',
      'Olivia Owner',
      'owner',
      addDays(today, -1),
      '',
      '',
      '0',
      'No 1',
    ]);
  });

  it('marks warning rows and the first row of each new unit', async () => {
    serve();
    renderInPortal(<ReportsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const evil = (await screen.findByText('=EVIL')).closest('tr')!;
    const next = screen.getByText('NEXT').closest('tr')!;
    const noend = screen.getByText('NOEND').closest('tr')!;
    expect(evil).toHaveAttribute('data-tone', 'warning');
    expect(noend).not.toHaveAttribute('data-tone', 'warning');
    expect(next).toHaveAttribute('data-starts-group', 'true');
    expect(noend).not.toHaveAttribute('data-starts-group', 'true');
  });

  it('opens the usage popup from the History link', async () => {
    serve();
    // The popup links to the vehicle's audit entries: a router link.
    renderInPortal(
      <MemoryRouter>
        <ReportsPanel />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('link', { name: /^History of =EVIL: / }));
    expect(await screen.findByRole('dialog', { name: 'Vehicle Usage' })).toBeInTheDocument();
  });

  it('sends a clicked header as the sort and the next page to the server', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_car_usage_renter_warning': () => ({
        body: rows,
        headers: { 'X-Total-Count': '250' },
      }),
    });
    renderInPortal(<ReportsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('NEXT');
    expect(screen.getByRole('status')).toHaveTextContent('250 vehicles');
    await userEvent.click(screen.getByRole('button', { name: 'Days' }));
    await waitFor(() =>
      expect(requests.at(-1)?.body).toMatchObject({ sort: 'days', order: 'asc', page: 1 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ sort: 'days', page: 2 }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('downloads every row of the report, not only the page, with formula cells neutralised', async () => {
    const many = [
      ...rows,
      ...Array.from({ length: 600 }, (_, index) =>
        record({ plate: `MANY${index}`, unitnumber: '200' }),
      ),
    ];
    const requests = fakeServer({
      'POST /api/parking/get_car_usage_renter_warning': (request) => {
        const { page = 1, pageSize = 50 } = request.body as { page?: number; pageSize?: number };
        return {
          body: many.slice((page - 1) * pageSize, page * pageSize),
          headers: { 'X-Total-Count': String(many.length) },
        };
      },
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInPortal(<ReportsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('NEXT');
    await userEvent.click(screen.getByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = await readBlob(blobs[0]!);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Plate,Type,Make,Renter,Unit,Owner,Phone,Email,Start,End,Days,History,Onsite s',
    );
    expect(lines).toHaveLength(1 + 603);
    expect(lines[1]).toMatch(/^'=EVIL,CAR,Toyota,Olivia Owner,101,"Owner, Olivia",/);
    // Two pages of 500 for the file, in the order on screen.
    expect(
      requests.slice(-2).map((r) => (r.body as { page: number; pageSize: number }).page),
    ).toEqual([1, 2]);
    expect(requests.at(-1)?.body).toMatchObject({ pageSize: 500, sort: 'unitnumber' });
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report'));
  });
});
