// spec §2 Maintenance Dashboard: the Reports section. 'Download Vehicle Report' saves every
// vehicle of the community as a CSV.
import { fetchAllPages, getAllVehiclesPage } from '@parking/shared/api';
import { dstr, isSentinel, type Vehicle } from '@parking/shared/domain';
import { reportApiError } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { Button, ButtonRow, Panel } from '@parking/shared/ui';
import { downloadCsv, toCsv, type CsvCell } from '../../../../lib/csv-download';

const columns: readonly [string, (v: Vehicle) => CsvCell][] = [
  ['Plate', (v) => v.plate],
  ['State', (v) => v.plate_state],
  ['Type', (v) => v.vehicle_type],
  ['Make', (v) => v.make],
  ['Model', (v) => v.model],
  ['Year', (v) => v.year],
  ['Unit', (v) => v.unitnumber],
  ['First Name', (v) => v.carowner_fname],
  ['Last Name', (v) => v.carowner_lname],
  ['Belongs To', (v) => v.carownertype],
  ['Phone', (v) => v.carownerphone],
  ['Start', (v) => v.startdate],
  ['Checkout', (v) => (isSentinel(v.enddate) ? '' : v.enddate)],
  ['Status', (v) => v.status_flag],
  ['Changes', (v) => v.number_of_changes],
];

export function vehicleReportCsv(vehicles: readonly Vehicle[]): string {
  return toCsv(
    columns.map(([header]) => header),
    vehicles.map((v) => columns.map(([, cell]) => cell(v))),
  );
}

export function VehicleReportSection() {
  const download = async () => {
    try {
      // Every vehicle, page by page (the list call answers one page, docs/adr/0010).
      const vehicles = await fetchAllPages(getAllVehiclesPage, {
        hoaid: session.get('hoaid') ?? '',
      });
      downloadCsv(`vehicles-${dstr()}.csv`, vehicleReportCsv(vehicles));
    } catch (failure) {
      reportApiError(failure);
    }
  };
  return (
    <Panel title="Reports" headingLevel={2}>
      <ButtonRow>
        <Button variant="secondary" onClick={() => void download()}>
          Download Vehicle Report
        </Button>
      </ButtonRow>
    </Panel>
  );
}
