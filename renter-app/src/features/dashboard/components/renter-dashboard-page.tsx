// spec §2 Renter Dashboard (/renterdashboard): title 'Renter Dashboard' with the community name,
// 'Unit: {unit}' and a clock, then the 'Renter Vehicles {date}' list.
import { session } from '@parking/shared/session';
import { Clock, PageHeader } from '@parking/shared/ui';
import { RenterPageFrame } from '../../../components/renter-page-frame';
import { RenterVehiclesPanel } from '../../renter-vehicles/components/renter-vehicles-panel';

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
    </RenterPageFrame>
  );
}
