import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { addDays, dstr, type OccupancyDay } from '@parking/shared/domain';
import { fakeServer, renderInPortal, signInAdmin } from '@parking/shared/testing';
import { EnforcePage } from '../../../features/enforce/components/enforce-page';
import { OccupancyPanel } from '../../../features/occupancy/components/occupancy-panel';
import { OCCUPANCY_CSV_HEADER, occupancyCsv } from '../../../features/occupancy/occupancy-data';

beforeEach(() => signInAdmin());

const today = dstr();
/** One row per requested day: owner 2, renter 1, guest the day's index, capacity 5. */
function daysOf(body: { from: string; to: string }): OccupancyDay[] {
  const rows: OccupancyDay[] = [];
  for (let date = body.from, i = 0; date <= body.to; date = addDays(date, 1), i += 1) {
    rows.push({ date, owner: 2, renter: 1, guest: i % 3, capacity: 5 });
  }
  return rows;
}

const quotaUnits = {
  rules_on: true,
  units: [
    {
      unitnumber: '104',
      owner_name: 'Dana Driver',
      unit_limit: 10,
      unit_used: 8,
      unit_booked: 1,
      unit_left: 1,
    },
    {
      unitnumber: '101',
      owner_name: 'Olivia Owner',
      unit_limit: 10,
      unit_used: 2,
      unit_booked: 0,
      unit_left: 8,
    },
  ],
};

function serve(
  offenders = [{ plate: 'ABC123', violations: 3, last_date: today, unitnumber: '101' }],
  guestUnits: object = { rules_on: false, units: [] },
) {
  return fakeServer({
    'GET /api/parking/guest_quota_units': () => ({ body: guestUnits }),
    'POST /api/parking/get_occupancy': ({ body }) => ({
      body: daysOf(body as { from: string; to: string }),
    }),
    'POST /api/parking/get_offenders': () => ({
      body: offenders,
      headers: { 'X-Total-Count': String(offenders.length) },
    }),
  });
}

const renderPanel = () =>
  renderInPortal(
    <MemoryRouter>
      <OccupancyPanel />
    </MemoryRouter>,
  );

describe('Occupancy panel', () => {
  it('asks for the last 30 days and shows the numbers as an accessible table', async () => {
    const requests = serve();
    renderPanel();
    const region = await screen.findByRole('region', { name: 'Onsite vehicles per day' });
    await waitFor(() => expect(within(region).getAllByRole('row')).toHaveLength(31));
    expect(requests.find((r) => r.url === '/api/parking/get_occupancy')?.body).toEqual({
      from: addDays(today, -29),
      to: today,
    });
    const last = within(region).getByRole('rowheader', { name: today }).closest('tr')!;
    // 29th day: guest 29 % 3 = 2, onsite 2 + 1 + 2 = 5, capacity 5.
    expect(
      within(last)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '2', '5', '5']);
    expect(screen.getByText(/at most 5 onsite of a capacity of 5/)).toBeInTheDocument();
  });

  it('switches to 90 and 365 days', async () => {
    const requests = serve();
    renderPanel();
    await screen.findByRole('region', { name: 'Onsite vehicles per day' });
    await userEvent.click(screen.getByRole('button', { name: '365 days' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/parking/get_occupancy').at(-1)?.body).toEqual({
        from: addDays(today, -364),
        to: today,
      }),
    );
    const region = screen.getByRole('region', { name: 'Onsite vehicles per day' });
    await waitFor(() => expect(within(region).getAllByRole('row')).toHaveLength(366));
    expect(screen.getByRole('button', { name: '365 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(within(region).getAllByRole('row')).toHaveLength(91));
  });

  it('downloads the numbers as CSV', async () => {
    serve();
    const saved: Blob[] = [];
    const create = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:occupancy';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(saved).toHaveLength(1);
    click.mockRestore();
    expect(names).toEqual([`occupancy-${addDays(today, -29)}-${today}.csv`]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(OCCUPANCY_CSV_HEADER);
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toBe(`${today},2,1,2,5,5`);
  });

  it('lists repeat offenders with their unit and a link to the plate lookup', async () => {
    const requests = serve([
      { plate: 'ABC123', violations: 3, last_date: today, unitnumber: '101' },
      { plate: 'ZZZ9', violations: 1, last_date: addDays(today, -3), unitnumber: '' },
    ]);
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Repeat offenders' });
    await within(table).findByText('ABC123');
    expect(within(table).getByRole('link', { name: 'Look up ABC123' })).toHaveAttribute(
      'href',
      '/enforce?plate=ABC123',
    );
    expect(within(table).getByText('101')).toBeInTheDocument();
    expect(screen.getByText('2 plates')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/parking/get_offenders')?.body).toEqual({
      from: addDays(today, -29),
      to: today,
      page: 1,
      pageSize: 10,
    });
  });

  it('lists the units nearest their guest quota first (docs/adr/0029)', async () => {
    serve(undefined, quotaUnits);
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Units nearest their guest quota' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('104Dana Driver811 of 10');
    expect(rows[2]).toHaveTextContent('101Olivia Owner208 of 10');
  });

  it('says so when the period has no violations', async () => {
    serve([]);
    renderPanel();
    expect(await screen.findByText('No violations in this period')).toBeInTheDocument();
  });
});

describe('occupancyCsv', () => {
  it('writes one line per day with the onsite total', () => {
    expect(occupancyCsv([{ date: '2026-01-02', owner: 1, renter: 2, guest: 3, capacity: 0 }])).toBe(
      `${OCCUPANCY_CSV_HEADER}\r\n2026-01-02,1,2,3,6,0\r\n`,
    );
  });
});

describe('the plate lookup link of a repeat offender', () => {
  it('opens /enforce with the plate in the field', async () => {
    fakeServer({ 'POST /api/parking/get_recent_lookups': () => ({ body: [] }) });
    window.history.pushState({}, '', '/enforce?plate=ABC123');
    try {
      renderInPortal(<EnforcePage />);
      expect(await screen.findByLabelText('Plate')).toHaveValue('ABC123');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
