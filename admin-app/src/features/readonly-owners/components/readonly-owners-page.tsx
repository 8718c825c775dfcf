// spec §1 / §6: the read-only owners page of an owner whose crud is 'read'. The owners list and
// the vehicles, where every change shows the spec's not-authorized alert instead.
import { useState } from 'react';
import { session } from '@parking/shared/session';
import { Clock, PageHeader, ToggleButtonGroup } from '@parking/shared/ui';
import { AdminPageFrame } from '../../../components/admin-page-frame';
import { OwnersPanel } from '../../owners/components/owners-panel';
import { VehiclesPanel } from '../../vehicles/components/vehicles-panel';

type ReadonlyView = 'owners' | 'vehicles';

const views = [
  { value: 'owners', label: 'Owners' },
  { value: 'vehicles', label: 'Vehicles' },
] as const;

export function ReadonlyOwnersPage() {
  const [view, setView] = useState<ReadonlyView>('owners');
  return (
    <AdminPageFrame>
      <PageHeader
        title="Owners (read only)"
        subtitle={session.get('hoaname') ?? undefined}
        clock={<Clock />}
      />
      <ToggleButtonGroup label="Read-only views" options={views} value={view} onChange={setView} />
      {view === 'owners' ? <OwnersPanel readOnly /> : <VehiclesPanel readOnly />}
    </AdminPageFrame>
  );
}
