// spec §2 Reports: tabs 'Renter Cars' and 'Owner Cars'; Submit runs the query (the renter report
// between a begin and an end date, default the last 14 days, spec §9). Rows are coloured by
// warning status and a bold top border starts each new unit. Download Report saves every row.
// The server pages and sorts.
import { useMemo, useState } from 'react';
import {
  dstr,
  isWarningHighlighted,
  reportWindowDefault,
  type CarUsageRecord,
} from '@parking/shared/domain';
import { pagingOf, VehicleUsagePopup } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import {
  Button,
  ButtonRow,
  DateField,
  ErrorBox,
  FieldGrid,
  LIST_MAX_HEIGHT_PX,
  PagedTable,
  Panel,
  type RowAppearanceFn,
  ToggleButtonGroup,
} from '@parking/shared/ui';
import { auditEntriesLinks } from '../../../components/audit-entries-link';
import { downloadCsv, toCsv } from '../../../lib/csv-download';
import { reportColumns, tableColumns, type ReportKind } from '../report-columns';
import { useCarUsage, type ReportRun } from '../hooks/use-car-usage';

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
  const [run, setRun] = useState<ReportRun | null>(null);
  const [downloading, setDownloading] = useState(false);
  const { list, rerun, fetchEveryRow } = useCarUsage(run);
  const columns = useMemo(() => reportColumns(which, setHistoryOf), [which]);
  const useWarningStatus = session.get('use_warning_status') ?? 0;

  const appearance: RowAppearanceFn<CarUsageRecord> = (row, index, rows) => ({
    tone: isWarningHighlighted(row.status_flag, useWarningStatus) ? 'warning' : 'normal',
    startsGroup: index > 0 && rows[index - 1]?.unitnumber !== row.unitnumber,
  });

  const switchTab = (next: ReportKind) => {
    setWhich(next);
    setRun(null);
  };

  const submit = () => {
    const next = { which, begindate: range.begindate, enddate: range.enddate };
    if (JSON.stringify(next) === JSON.stringify(run)) void rerun();
    else setRun(next);
  };

  const download = async () => {
    setDownloading(true);
    try {
      const every = await fetchEveryRow();
      const csv = toCsv(
        columns.map((c) => c.header),
        every.map((row) => columns.map((c) => c.text(row))),
      );
      downloadCsv(`${which}-cars-${dstr()}.csv`, csv);
    } catch (failure) {
      // spec §6: report call failures are only logged, with no user message.
      console.error('Download Report failed', failure);
    } finally {
      setDownloading(false);
    }
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
        <Button variant="primary" disabled={run !== null && list.fetching} onClick={submit}>
          Submit
        </Button>
        <Button
          variant="secondary"
          disabled={run === null || downloading}
          onClick={() => void download()}
        >
          Download Report
        </Button>
      </ButtonRow>
      <ErrorBox message={list.error} />
      {run === null ? (
        <p>{BEFORE_QUERY}</p>
      ) : (
        <PagedTable
          label={tabs.find((t) => t.value === which)!.label}
          columns={tableColumns(columns)}
          rows={list.rows}
          countText={(total) =>
            `${total.toLocaleString('en-US')} ${total === 1 ? 'vehicle' : 'vehicles'}`
          }
          rowKey={(r) => r._id}
          emptyText="No vehicles"
          rowAppearance={appearance}
          maxHeight={LIST_MAX_HEIGHT_PX}
          {...pagingOf(list)}
        />
      )}
      {historyOf ? (
        <VehicleUsagePopup
          open
          vehicleid={historyOf.vehicleid}
          onClose={() => setHistoryOf(null)}
          links={auditEntriesLinks}
        />
      ) : null}
    </Panel>
  );
}
