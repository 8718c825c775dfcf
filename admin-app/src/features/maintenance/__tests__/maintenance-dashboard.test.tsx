import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderInPortal, signInAdmin, vehicle } from '../../__tests__/fake-portal';
import { MaintenancePanels } from '../components/maintenance-panels';
import { VehicleReportSection, vehicleReportCsv } from '../components/vehicle-report-section';

beforeEach(() => signInAdmin());

describe('Maintenance dashboard', () => {
  it('shows HOA by default and switches one panel at a time', async () => {
    fakeServer({
      'GET /api/parking/hoa_data': () => ({
        body: { hoaid: 'demo', contact_information: [], help_text: {} },
      }),
      'POST /api/parking/get_all_notifications': () => ({ body: [] }),
    });
    renderInPortal(<MaintenancePanels />);
    expect(screen.getByRole('heading', { name: 'HOA Settings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'HOA Contact' }));
    expect(screen.getByRole('heading', { name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'HOA Settings' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Help Text' }));
    expect(screen.getByRole('heading', { name: 'Help Text Editor' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(await screen.findByText('No Feedback')).toBeInTheDocument();
  });

  it('writes every vehicle to the vehicle report with formula cells neutralised', () => {
    const csv = vehicleReportCsv([
      vehicle({ plate: '=HACK', enddate: '1970-01-01', unitnumber: '7' }),
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Plate,State,Type,Make,Model,Year,Unit,First Name,Last Name,Belongs To,Phone,Start,Checkout,Status,Changes',
    );
    expect(row).toMatch(
      /^'=HACK,CA,CAR,Toyota,Corolla,2020,7,Olivia,Owner,owner,555-0101,\d{4}-\d\d-\d\d,,1,0$/,
    );
  });

  it('downloads the vehicle report from all vehicles', async () => {
    const requests = fakeServer({
      'POST /api/parking/get_all_vehicles': () => ({ body: [vehicle()] }),
    });
    URL.createObjectURL = jest.fn(() => 'blob:vehicles');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInPortal(<VehicleReportSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Vehicle Report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requests[0]?.body).toEqual({ hoaid: 'demo' });
  });
});
