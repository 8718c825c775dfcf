// The admin 'Occupancy' panel. Onsite vehicles per day (owner, renter, guest) over
// 30, 90 or 365 days with the lot capacity as a line; the chart (recharts) is a lazy chunk
// loaded when this panel opens. The same numbers as a table (for screen readers and anyone who
// prefers it) and as a CSV download. Below it, 'Repeat offenders': the plates with the most
// violations in the period, paged by the server, each linked to the plate lookup. Then the units
// nearest their guest quota (docs/adr/0029).
import { Suspense, lazy, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styled from 'styled-components';
import { OCCUPANCY_RANGES, type OccupancyRange, type Offender } from '@parking/shared/domain';
import { apiErrorMessage } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import {
  Button,
  ErrorBox,
  PagedTable,
  Panel,
  ToggleButtonGroup,
  VisuallyHidden,
  type TableColumn,
} from '@parking/shared/ui';
import {
  occupancyCsv,
  occupancyQuery,
  offendersQuery,
  onsiteOf,
  periodOf,
} from '../occupancy-data';
import { downloadCsv } from '../../../lib/csv-download';
import { GuestQuotaUnitsPanel } from './guest-quota-units';

const OccupancyChart = lazy(
  () => import(/* webpackChunkName: "occupancy-chart" */ './occupancy-chart'),
);

export const OCCUPANCY_TITLE = 'Occupancy';
export const OFFENDERS_TITLE = 'Repeat offenders';
export const NO_OFFENDERS = 'No violations in this period';
export const OFFENDERS_PAGE_SIZE = 10;

const rangeOptions = OCCUPANCY_RANGES.map((days) => ({
  value: String(days) as `${OccupancyRange}`,
  label: `${days} days`,
}));

const ChartBox = styled.div`
  min-height: 260px;
  width: 100%;
  margin: 0.75rem 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
`;

const Summary = styled.p`
  margin: 0.5rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NumbersTable = styled.div`
  max-height: 320px;
  overflow: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.25rem 0.5rem;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const offenderCount = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'plate' : 'plates'}`;

const offenderColumns: TableColumn<Offender>[] = [
  { key: 'plate', header: 'Plate' },
  { key: 'violations', header: 'Violations' },
  { key: 'last_date', header: 'Last date' },
  { key: 'unitnumber', header: 'Unit', render: (row) => row.unitnumber || '—' },
  {
    key: 'lookup',
    header: 'Plate lookup',
    render: (row) => (
      <Link to={`/enforce?plate=${encodeURIComponent(row.plate)}`}>Look up {row.plate}</Link>
    ),
  },
];

export function OccupancyPanel() {
  const hoaid = session.get('hoaid') ?? '';
  const [range, setRange] = useState<OccupancyRange>(30);
  const [page, setPage] = useState(1);
  const period = periodOf(range);
  const days = useQuery({ ...occupancyQuery(hoaid, period), placeholderData: keepPreviousData });
  const offenders = useQuery({
    ...offendersQuery(hoaid, period, page, OFFENDERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const rows = days.data ?? [];
  const capacity = rows.at(-1)?.capacity ?? 0;
  const peak = rows.reduce((most, day) => Math.max(most, onsiteOf(day)), 0);

  const choose = (value: string) => {
    setRange(Number(value) as OccupancyRange);
    setPage(1);
  };

  return (
    <>
      <Panel title={OCCUPANCY_TITLE}>
        <Toolbar>
          <ToggleButtonGroup
            label="Period"
            options={rangeOptions}
            value={String(range) as `${OccupancyRange}`}
            onChange={choose}
          />
          <Button
            variant="secondary"
            disabled={rows.length === 0}
            onClick={() =>
              downloadCsv(`occupancy-${period.from}-${period.to}.csv`, occupancyCsv(rows))
            }
          >
            Download CSV
          </Button>
        </Toolbar>
        <ErrorBox message={days.error ? apiErrorMessage(days.error) : null} />
        {rows.length > 0 ? (
          <Summary>
            {period.from} to {period.to}: at most {peak} onsite
            {capacity > 0 ? ` of a capacity of ${capacity}` : ' (no lot limit set)'}.
          </Summary>
        ) : null}
        <ChartBox aria-hidden="true" data-testid="occupancy-chart">
          {rows.length > 0 ? (
            <Suspense fallback={<Summary>Loading the chart…</Summary>}>
              <OccupancyChart days={rows} />
            </Suspense>
          ) : null}
        </ChartBox>
        <details>
          <summary>Numbers as a table</summary>
          <NumbersTable tabIndex={0} role="region" aria-label="Onsite vehicles per day">
            <table>
              <caption>
                <VisuallyHidden>Onsite vehicles per day</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Renter</th>
                  <th scope="col">Guest</th>
                  <th scope="col">Onsite</th>
                  <th scope="col">Capacity</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{day.date}</th>
                    <td>{day.owner}</td>
                    <td>{day.renter}</td>
                    <td>{day.guest}</td>
                    <td>{onsiteOf(day)}</td>
                    <td>{day.capacity > 0 ? day.capacity : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </NumbersTable>
        </details>
      </Panel>
      <Panel title={OFFENDERS_TITLE}>
        <ErrorBox message={offenders.error ? apiErrorMessage(offenders.error) : null} />
        <PagedTable
          label={OFFENDERS_TITLE}
          columns={offenderColumns}
          rows={offenders.data?.rows ?? []}
          total={offenders.data?.total ?? 0}
          countText={offenderCount}
          rowKey={(row) => row.plate}
          emptyText={NO_OFFENDERS}
          sort={null}
          onSort={() => undefined}
          page={page}
          pageSize={OFFENDERS_PAGE_SIZE}
          onPage={setPage}
          loading={offenders.isPending}
          fetching={offenders.isFetching && offenders.isPlaceholderData}
        />
      </Panel>
      <GuestQuotaUnitsPanel />
    </>
  );
}
