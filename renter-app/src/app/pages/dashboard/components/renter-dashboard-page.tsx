// spec §2 Renter Dashboard (/renterdashboard): title 'Renter Dashboard' with the community name,
// 'Unit: {unit}' and a clock, then the 'Renter Vehicles {date}' list and the community's renter
// terms and conditions, which the vehicle form asks the renter to accept.
import { session } from '@parking/shared/session';
import { Clock, PageHeader } from '@parking/shared/ui';
import { RenterPageFrame } from '../../../../components/renter-page-frame';
import { RenterVehiclesPanel } from '../../../../features/renter-vehicles/components/renter-vehicles-panel';
import { RenterTermsPanel } from '../../../../features/terms/components/renter-terms-panel';

export function RenterDashboardPage() {
  const communityName = session.get('hoaname');
  const unit = session.get('unitnumber');
  return (
    <RenterPageFrame>
      <PageHeader
        title="Renter Dashboard"
        subtitle={
          <>
            {communityName ? <div>{communityName}</div> : null}
            <div>Unit: {unit ?? ''}</div>
          </>
        }
        clock={<Clock />}
      />
      <RenterVehiclesPanel />
      <RenterTermsPanel />
    </RenterPageFrame>
  );
}
