import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeServer,
  renderInPortal,
  signInAdmin,
  onsiteVehicle as vehicle,
} from '@parking/shared/testing';
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

  it('downloads the vehicle report from all vehicles, page after page', async () => {
    // The list answers one page (docs/adr/0010): 501 vehicles come as 500 + 1.
    const requests = fakeServer({
      'POST /api/parking/get_all_vehicles': (request) => {
        const { page } = request.body as { page: number };
        const count = page === 1 ? 500 : 1;
        const body = Array.from({ length: count }, (_, i) =>
          vehicle({ plate: `P${page}-${i}`, vehicleid: `v${page}-${i}` }),
        );
        return { body, headers: { 'X-Total-Count': '501' } };
      },
    });
    let csv: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      csv = blob;
      return 'blob:vehicles';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderInPortal(<VehicleReportSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Download Vehicle Report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requests.map((request) => request.body)).toEqual([
      { hoaid: 'demo', page: 1, pageSize: 500 },
      { hoaid: 'demo', page: 2, pageSize: 500 },
    ]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(csv!);
    });
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(502);
    expect(lines[501]).toMatch(/^P2-0,/);
  });
});
