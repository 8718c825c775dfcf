// spec §2 Owner Dashboard (/dashboard): the community name and a clock; the terms prompt until
// the owner accepts the rules, then the My Vehicles / Onsite Vehicles / Violations panels.
import { session } from '@parking/shared/session';
import { Clock, PageHeader } from '@parking/shared/ui';
import { OwnerPageFrame } from '../../../../components/owner-page-frame';
import { TermsGate } from '../../../../features/terms/components/terms-gate';
import { DashboardPanels } from './dashboard-panels';
import { GuestQuotaCard } from '../../../../features/guest-quota/components/guest-quota-card';

export function OwnerDashboardPage() {
  const communityName = session.get('hoaname');
  const unit = session.get('unitnumber');
  return (
    <OwnerPageFrame>
      <PageHeader
        title="Owner Dashboard"
        subtitle={[communityName, unit ? `Unit: ${unit}` : null].filter(Boolean).join(' · ')}
        clock={<Clock />}
      />
      <TermsGate>
        <GuestQuotaCard />
        <DashboardPanels />
      </TermsGate>
    </OwnerPageFrame>
  );
}
