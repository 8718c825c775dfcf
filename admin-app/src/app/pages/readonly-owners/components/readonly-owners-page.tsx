// spec §1 / §6: the read-only owners page of an owner whose crud is 'read'. The owners list and
// the vehicles, where every change shows the spec's not-authorized alert instead. The
// audit log too (the server lets the read-only role read it; the panel only reads).
import { useState } from 'react';
import { session } from '@parking/shared/session';
import { Clock, PageHeader, ToggleButtonGroup } from '@parking/shared/ui';
import { AdminPageFrame } from '../../../../components/admin-page-frame';
import { AuditPanel } from '../../../../features/audit/components/audit-panel';
import { OwnersPanel } from '../../../../features/owners/components/owners-panel';
import { VehiclesPanel } from '../../../../features/vehicles/components/vehicles-panel';

type ReadonlyView = 'owners' | 'vehicles' | 'audit';

const views = [
  { value: 'owners', label: 'Owners' },
  { value: 'vehicles', label: 'Vehicles' },
  { value: 'audit', label: 'Audit' },
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
      {view === 'owners' ? <OwnersPanel readOnly /> : null}
      {view === 'vehicles' ? <VehiclesPanel readOnly /> : null}
      {view === 'audit' ? <AuditPanel /> : null}
    </AdminPageFrame>
  );
}
