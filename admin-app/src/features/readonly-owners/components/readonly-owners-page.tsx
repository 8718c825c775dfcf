// spec §1 / §6: the read-only owners page of an owner whose crud is 'read'. The owners list,
// without add, modify or delete, slots in below.
import { session } from '@parking/shared/session';
import { Clock, PageHeader } from '@parking/shared/ui';
import { AdminPageFrame } from '../../../components/admin-page-frame';

export function ReadonlyOwnersPage() {
  return (
    <AdminPageFrame>
      <PageHeader
        title="Owners (read only)"
        subtitle={session.get('hoaname') ?? undefined}
        clock={<Clock />}
      />
    </AdminPageFrame>
  );
}
