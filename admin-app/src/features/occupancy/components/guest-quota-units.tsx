// docs/adr/0029: the units nearest their guest quota, for the board member fielding complaints
// about visitor parking: guest nights used in the last 30 nights, booked ahead and left, fewest
// left first. Hidden while the community has no guest rule.
import { useQuery } from '@tanstack/react-query';
import { getGuestQuotaUnits } from '@parking/shared/api';
import { queryKeys } from '@parking/shared/data';
import type { GuestQuotaUnit } from '@parking/shared/domain';
import { apiErrorMessage } from '@parking/shared/features';
import { session } from '@parking/shared/session';
import { ErrorBox, Panel, ResponsiveTable, type TableColumn } from '@parking/shared/ui';

export const GUEST_QUOTA_UNITS_TITLE = 'Units nearest their guest quota';
export const NO_GUEST_NIGHTS = 'No guest nights in the last 30 nights';

const columns: TableColumn<GuestQuotaUnit>[] = [
  { key: 'unitnumber', header: 'Unit', sortValue: (u) => u.unitnumber },
  { key: 'owner_name', header: 'Owner' },
  { key: 'unit_used', header: 'Used (30 nights)', sortValue: (u) => u.unit_used, align: 'end' },
  { key: 'unit_booked', header: 'Booked ahead', sortValue: (u) => u.unit_booked, align: 'end' },
  {
    key: 'unit_left',
    header: 'Left',
    align: 'end',
    sortValue: (u) => u.unit_left ?? Number.MAX_SAFE_INTEGER,
    render: (u) =>
      u.unit_left === null || u.unit_limit === null ? '—' : `${u.unit_left} of ${u.unit_limit}`,
  },
];

export function GuestQuotaUnitsPanel() {
  const hoaid = session.get('hoaid') ?? '';
  const units = useQuery({
    queryKey: queryKeys.vehicles.guestQuotaUnits(hoaid),
    queryFn: ({ signal }) => getGuestQuotaUnits({ signal }),
  });
  if (units.error) return <ErrorBox message={apiErrorMessage(units.error)} />;
  if (!units.data?.rules_on) return null;
  return (
    <Panel title={GUEST_QUOTA_UNITS_TITLE}>
      <ResponsiveTable
        label={GUEST_QUOTA_UNITS_TITLE}
        columns={columns}
        rows={units.data.units}
        rowKey={(u) => u.unitnumber}
        emptyText={NO_GUEST_NIGHTS}
      />
    </Panel>
  );
}
