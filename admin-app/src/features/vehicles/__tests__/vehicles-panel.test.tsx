import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '@parking/shared/testing';
import type { Vehicle, VehiclePageRequest } from '@parking/shared/domain';
import { currentStatus } from '@parking/shared/events';
import {
  fakeServer,
  pretendPhoneWidth,
  renderInPortal,
  signInAdmin,
  onsiteVehicle as vehicle,
} from '@parking/shared/testing';
import { VehiclesPanel } from '../components/vehicles-panel';

const ownerCar = vehicle({ plate: 'OWN1', unitnumber: '101' });
const renterCar = vehicle({
  plate: 'RENT1',
  unitnumber: '102',
  carownertype: 'renter',
  carowner_fname: 'Rita',
  carowner_lname: 'Renter',
  carownerphone: '555-0202',
  make: 'Honda',
  model: 'Civic',
  year: '2019',
});
const offsiteCar = vehicle({ plate: 'OFF1', unitnumber: '103', enddate: '1970-01-01' });

const LIST = 'POST /api/parking/get_all_vehicles';

/** A server that pages the given vehicles as the API does: the page's rows, the total in a header. */
function pagedVehicles(all: readonly Vehicle[]) {
  return (request: FakeRequest) => {
    const body = request.body as VehiclePageRequest;
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 50;
    return {
      body: all.slice((page - 1) * pageSize, page * pageSize),
      headers: { 'X-Total-Count': String(all.length), 'X-Page': String(page) },
    };
  };
}

function serve(extra = {}, all: readonly Vehicle[] = [ownerCar, renterCar, offsiteCar]) {
  return fakeServer({
    [LIST]: pagedVehicles(all),
    'POST /api/parking/get_unit_numbers': () => ({
      body: ['101', '102', '103'].map((unitnumber) => ({ unitnumber, status_flag: 1 })),
    }),
    ...extra,
  });
}

const listCalls = (requests: FakeRequest[]) =>
  requests
    .filter((r) => r.url === '/api/parking/get_all_vehicles')
    .map((r) => r.body as VehiclePageRequest);
const lastListCall = (requests: FakeRequest[]) => listCalls(requests).at(-1);

const plates = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .filter((row) => row.getAttribute('aria-hidden') !== 'true')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

beforeEach(() => signInAdmin());

describe('All Vehicles panel', () => {
  it('asks the server for the first page, sorted by unit, and shows the total', async () => {
    const requests = serve();
    renderInPortal(<VehiclesPanel />);
    await screen.findByText('RENT1');
    expect(plates()).toEqual(['OWN1', 'RENT1', 'OFF1']);
    expect(screen.getByRole('status')).toHaveTextContent('3 vehicles');
    expect(lastListCall(requests)).toEqual({
      hoaid: 'demo',
      page: 1,
      pageSize: 100,
      sort: 'unitnumber',
      order: 'asc',
    });
  });

  it('renders only the visible rows of 10,000 vehicles and pages through the server', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      vehicle({ plate: `P${String(index).padStart(5, '0')}`, unitnumber: String(index) }),
    );
    const requests = serve({}, many);
    renderInPortal(<VehiclesPanel />);
    await screen.findByText('P00000');
    expect(screen.getByRole('status')).toHaveTextContent('10,000 vehicles');
    // The 400 px box shows about ten rows; a few more are kept ready, never the page of 100.
    const shown = plates();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(30);
    expect(document.querySelectorAll('tr').length).toBeLessThan(40);

    const pages = screen.getByRole('navigation', { name: 'All Vehicles pages' });
    expect(within(pages).getByText('Page 1 of 100')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('P00100');
    expect(within(pages).getByText('Page 2 of 100')).toBeInTheDocument();
    expect(lastListCall(requests)).toMatchObject({ page: 2, pageSize: 100 });
    await userEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    await screen.findByText('P09900');
    expect(lastListCall(requests)).toMatchObject({ page: 100 });
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sends the sort of a clicked header to the server, flipping on a second click', async () => {
    const requests = serve();
    renderInPortal(<VehiclesPanel />);
    await screen.findByText('RENT1');
    await userEvent.click(screen.getByRole('button', { name: 'Plate' }));
    await waitFor(() =>
      expect(lastListCall(requests)).toMatchObject({ sort: 'plate', order: 'asc' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plate' }));
    await waitFor(() =>
      expect(lastListCall(requests)).toMatchObject({ sort: 'plate', order: 'desc', page: 1 }),
    );
    expect(screen.getByRole('columnheader', { name: 'Plate' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sends the type, unit and onsite filters, and the search once typing pauses', async () => {
    const requests = serve();
    renderInPortal(<VehiclesPanel />);
    await screen.findByText('RENT1');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'renter');
    await waitFor(() => expect(lastListCall(requests)).toMatchObject({ type: 'renter', page: 1 }));
    await userEvent.selectOptions(screen.getByLabelText('Onsite'), 'No');
    await waitFor(() => expect(lastListCall(requests)).toMatchObject({ onsite: 'No' }));
    expect(
      within(screen.getByLabelText('Unit'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['any', '101', '102', '103']);
    await userEvent.selectOptions(screen.getByLabelText('Unit'), '102');
    await waitFor(() => expect(lastListCall(requests)).toMatchObject({ unit: '102' }));

    const before = listCalls(requests).length;
    await userEvent.type(screen.getByLabelText('Search'), 'civic');
    await waitFor(() => expect(lastListCall(requests)).toMatchObject({ q: 'civic' }));
    // One call for the whole word, not one per letter.
    expect(listCalls(requests).length - before).toBe(1);
  });

  it('on a phone shows cards with the phone number, sorted by Unit through the server', async () => {
    const wideLayout = pretendPhoneWidth();
    try {
      const requests = serve();
      renderInPortal(<VehiclesPanel />);
      const cards = await screen.findByRole('list', { name: 'All Vehicles' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
      expect(within(cards).getByText('555-0202')).toBeInTheDocument();
      const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sortBy).toHaveDisplayValue('Unit');
      // The panel is the one region: no 400 px scroll box around the cards.
      expect(screen.getAllByRole('region', { name: 'All Vehicles' })).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'All Vehicles list' })).not.toBeInTheDocument();
      await userEvent.selectOptions(sortBy, 'Plate');
      await waitFor(() => expect(lastListCall(requests)).toMatchObject({ sort: 'plate' }));
    } finally {
      wideLayout();
    }
  });

  it('shows the owner details when a plate is clicked', async () => {
    serve();
    renderInPortal(<VehiclesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'RENT1' }));
    const details = screen.getByRole('dialog');
    for (const text of ['Rita Renter', 'Renter', '102', '555-0202', 'Honda', 'Civic', '2019']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(within(details).getByText(renterCar.enddate)).toBeInTheDocument();
  });

  it('deletes a vehicle after confirmation and asks for the page again', async () => {
    const requests = serve({
      'POST /api/parking/delete_vehicle_modify_status': () => ({ body: ownerCar }),
    });
    renderInPortal(<VehiclesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete OWN1' }));
    const calls = listCalls(requests).length;
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(currentStatus()?.text).toBe('Vehicle Delete Successful'));
    expect(
      requests.find((r) => r.url === '/api/parking/delete_vehicle_modify_status')?.body,
    ).toEqual({ vehicleid: ownerCar.vehicleid, hoaid: 'demo', unitnumber: '101' });
    await waitFor(() => expect(listCalls(requests).length).toBe(calls + 1));
  });

  it('changes a status to offsite without any payment', async () => {
    const requests = serve({
      'GET /api/parking/change-vehicle-status-date/': () => ({ body: ownerCar }),
    });
    renderInPortal(<VehiclesPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Change status of OWN1: (Yes|No)$/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change status to offsite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Vehicle Status Update Successful'));
    const call = requests.find((r) => r.url.includes('change-vehicle-status-date'));
    expect(call?.url).toContain(`/${ownerCar.vehicleid}/0/1970-01-01/`);
  });

  it('saves a checkout over a guest rule only with an override note (docs/adr/0029)', async () => {
    const refusal =
      'Over the guest limit: a guest plate may stay at most 2 nights in a row. ' +
      'This plate may stay 0 more nights; back from 2026-12-09.';
    const requests = serve({
      'GET /api/parking/change-vehicle-status-date/': () => ({
        status: 409,
        body: { message: refusal, code: 'over_guest_limit' },
      }),
      'POST /api/parking/modify_vehicle': () => ({ body: ownerCar }),
    });
    renderInPortal(<VehiclesPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Change status of OWN1: (Yes|No)$/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change vehicle checkout date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vehicle Status OWN1' });
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      within(dialog).getByText('Enter a note to save over the guest limit'),
    ).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText('Override note (why this guest may stay)'),
      'Board approved: family emergency',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentStatus()?.text).toBe('Vehicle Status Update Successful'));
    const modify = requests.find((r) => r.url === '/api/parking/modify_vehicle');
    expect(modify?.body).toMatchObject({
      vehicleid: ownerCar.vehicleid,
      guest_override_note: 'Board approved: family emergency',
    });
  });

  it('in read-only mode shows the alerts instead of deleting or changing status', async () => {
    const requests = serve();
    renderInPortal(<VehiclesPanel readOnly />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete OWN1' }));
    expect(await screen.findByText('not authorized to delete vehicle')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await userEvent.click(
      screen.getByRole('button', { name: /^Change status of OWN1: (Yes|No)$/ }),
    );
    expect(await screen.findByText('not authorized to change status')).toBeInTheDocument();
    expect(requests.every((r) => !/delete|change-vehicle/.test(r.url))).toBe(true);
  });
});
