import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dstr } from '../../domain';
import { OnsiteVehiclesPanel } from '../onsite-vehicles/onsite-vehicles-panel';
import { fakeServer, renderInPortal, signInAs, vehicle, type FakeRequest } from '../../testing';

const onsite = [
  vehicle({
    plate: 'MMM222',
    vehicle_type: 'TRUCK',
    unitnumber: '12',
    enddate: '2030-01-05',
    status_flag: 2,
  }),
  vehicle({ plate: 'AAA111', vehicle_type: 'CAR', unitnumber: '9', enddate: '2030-01-09' }),
  vehicle({ plate: 'ZZZ333', vehicle_type: 'BOAT', unitnumber: '101', enddate: '2030-01-01' }),
];

function sortBy(user: ReturnType<typeof userEvent.setup>, column: RegExp) {
  const table = screen.getByRole('table', { name: 'Onsite Vehicles' });
  return user.click(within(table).getByRole('button', { name: column }));
}

function plateColumn(): string[] {
  const table = screen.getByRole('table', { name: 'Onsite Vehicles' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

let requests: FakeRequest[] = [];
const lastSort = () => {
  const body = requests.at(-1)?.body as { sort?: string; order?: string };
  return `${body.sort} ${body.order}`;
};

describe('Onsite Vehicles panel', () => {
  beforeEach(() => {
    requests = fakeServer({
      'POST /api/parking/get_active_vehicles': () => ({
        body: onsite,
        headers: { 'X-Total-Count': '3' },
      }),
    });
  });

  it('asks the server for today’s page by unit, and sorts by plate, type, unit and checkout', async () => {
    signInAs('owner');
    const user = userEvent.setup();
    renderInPortal(<OnsiteVehiclesPanel role="owner" />);
    await screen.findByText('AAA111 CA');
    expect(plateColumn()).toEqual(['MMM222 CA', 'AAA111 CA', 'ZZZ333 CA']);
    expect(screen.getByRole('status')).toHaveTextContent('3 onsite vehicles');
    expect(requests[0]?.body).toEqual({
      hoaid: 'demo',
      dstr: dstr(),
      page: 1,
      pageSize: 100,
      sort: 'unitnumber',
      order: 'asc',
    });
    await sortBy(user, /^Plate/);
    await waitFor(() => expect(lastSort()).toBe('plate asc'));
    await sortBy(user, /^Type/);
    await waitFor(() => expect(lastSort()).toBe('vehicle_type asc'));
    await sortBy(user, /^Checkout/);
    await waitFor(() => expect(lastSort()).toBe('enddate asc'));
    await sortBy(user, /^Checkout/);
    await waitFor(() => expect(lastSort()).toBe('enddate desc'));
  });

  it('switches to the plates-only view titled with today’s date', async () => {
    signInAs('owner');
    const user = userEvent.setup();
    renderInPortal(<OnsiteVehiclesPanel role="owner" />);
    await screen.findByText('AAA111 CA');
    await user.click(screen.getByRole('button', { name: 'Plates' }));
    const plates = screen.getByRole('region', { name: 'Onsite Vehicles Valid Plates' });
    expect(within(plates).getByText(dstr())).toBeInTheDocument();
    expect(within(plates).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('colours status 2 rows only when the warning setting is on', async () => {
    signInAs('owner', { use_warning_status: 1 });
    const { unmount } = renderInPortal(<OnsiteVehiclesPanel role="owner" />);
    const warned = (await screen.findByText('MMM222 CA')).closest('tr');
    expect(warned).toHaveAttribute('data-tone', 'warning');
    unmount();

    signInAs('owner', { use_warning_status: 0 });
    renderInPortal(<OnsiteVehiclesPanel role="owner" />);
    expect((await screen.findByText('MMM222 CA')).closest('tr')).toHaveAttribute(
      'data-tone',
      'normal',
    );
  });

  it('shows Download Report to the xxadmin role only', async () => {
    signInAs('owner');
    const { unmount } = renderInPortal(<OnsiteVehiclesPanel role="owner" />);
    await screen.findByText('AAA111 CA');
    expect(screen.queryByRole('button', { name: 'Download Report' })).not.toBeInTheDocument();
    unmount();
    renderInPortal(<OnsiteVehiclesPanel role="xxadmin" />);
    expect(await screen.findByRole('button', { name: 'Download Report' })).toBeInTheDocument();
  });
});
