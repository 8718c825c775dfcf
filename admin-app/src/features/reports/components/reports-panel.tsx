// spec §2 Reports: tabs 'Renter Cars' and 'Owner Cars'; Submit runs the query (the renter report
// between a begin and an end date, default the last 14 days, spec §9). Rows are coloured by
// warning status and a bold top border starts each new unit. Download Report saves the rows.
import { useMemo, useState } from 'react';
import {
  dstr,
  isWarningHighlighted,
  reportWindowDefault,
  type CarUsageRecord,
} from '@parking/shared/domain';
import { VehicleUsagePopup } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import {
  Button,
  ButtonRow,
  DateField,
  ErrorBox,
  FieldGrid,
  LIST_MAX_HEIGHT_PX,
  Panel,
  ResponsiveTable,
  type RowAppearanceFn,
  ToggleButtonGroup,
} from '@parking/shared/ui';
import { downloadCsv, toCsv } from '../../csv/csv-download';
import { reportColumns, tableColumns, type ReportKind } from '../report-columns';
import { useCarUsage } from '../hooks/use-car-usage';

export const REPORTS_TITLE = 'Reports';
export const BEFORE_QUERY = 'Please run query showing owner';

const tabs = [
  { value: 'renter', label: 'Renter Cars' },
  { value: 'owner', label: 'Owner Cars' },
] as const;

export function ReportsPanel() {
  const [which, setWhich] = useState<ReportKind>('renter');
  const [range, setRange] = useState(() => reportWindowDefault(dstr()));
  const [historyOf, setHistoryOf] = useState<CarUsageRecord | null>(null);
  const { records, error, running, run, reset } = useCarUsage();
  const columns = useMemo(() => reportColumns(which, setHistoryOf), [which]);
  const useWarningStatus = session.get('use_warning_status') ?? 0;

  const appearance: RowAppearanceFn<CarUsageRecord> = (row, index, rows) => ({
    tone: isWarningHighlighted(row.status_flag, useWarningStatus) ? 'warning' : 'normal',
    startsGroup: index > 0 && rows[index - 1]?.unitnumber !== row.unitnumber,
  });

  const switchTab = (next: ReportKind) => {
    setWhich(next);
    reset();
  };

  const download = () => {
    const csv = toCsv(
      columns.map((c) => c.header),
      (records ?? []).map((row) => columns.map((c) => c.text(row))),
    );
    downloadCsv(`${which}-cars-${dstr()}.csv`, csv);
  };

  return (
    <Panel title={REPORTS_TITLE}>
      <ToggleButtonGroup label="Reports" options={tabs} value={which} onChange={switchTab} />
      {which === 'renter' ? (
        <FieldGrid>
          <DateField
            label="Begin Date"
            value={range.begindate}
            onChange={(e) => setRange({ ...range, begindate: e.target.value })}
          />
          <DateField
            label="End Date"
            value={range.enddate}
            onChange={(e) => setRange({ ...range, enddate: e.target.value })}
          />
        </FieldGrid>
      ) : null}
      <ButtonRow>
        <Button
          variant="primary"
          disabled={running}
          onClick={() => void run(which, range.begindate, range.enddate)}
        >
          Submit
        </Button>
        <Button variant="secondary" disabled={records === null} onClick={download}>
          Download Report
        </Button>
      </ButtonRow>
      <ErrorBox message={error} />
      {records === null ? (
        <p>{BEFORE_QUERY}</p>
      ) : (
        <ResponsiveTable
          label={tabs.find((t) => t.value === which)!.label}
          columns={tableColumns(columns)}
          rows={records}
          rowKey={(r) => r._id}
          emptyText="No vehicles"
          rowAppearance={appearance}
          initialSort={{ key: 'unitnumber', direction: 'ascending' }}
          maxHeight={LIST_MAX_HEIGHT_PX}
        />
      )}
      {historyOf ? (
        <VehicleUsagePopup
          open
          vehicleid={historyOf.vehicleid}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
    </Panel>
  );
}
