// spec §2 Owner Vehicle Status popup: plate, make, type, Current Vehicle Status (Onsite when the
// checkout is after today, §4), 'Change status to offsite' and 'Change vehicle checkout date'.
// A due payment (spec §9) opens the Parking payment summary with the card form over the popup.
import styled from 'styled-components';
import { SUCCESS, spotTypeName, type SpotType, type Vehicle } from '@parking/shared/domain';
import { PaymentSummary } from '@parking/shared/features';
import { Button, DateField, InformationDialog, PopupForm } from '@parking/shared/ui';
import { useVehicleStatus } from '../hooks/use-vehicle-status';

export interface VehicleStatusPopupProps {
  vehicle: Vehicle;
  spotTypes: readonly SpotType[];
  onClose: () => void;
  /** The receipt's link to the Payments view. */
  onShowPayments?: () => void;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export function VehicleStatusPopup({
  vehicle,
  spotTypes,
  onClose,
  onShowPayments,
}: VehicleStatusPopupProps) {
  const status = useVehicleStatus({ vehicle, spotTypes, onClose });
  const offsite = async () => {
    if (await status.setOffsite()) onClose();
  };
  return (
    <>
      <PopupForm
        open
        title="Owner Vehicle Status"
        onSubmit={status.setCheckoutDate}
        onClose={onClose}
        confirmation={SUCCESS.vehicleStatusUpdate}
        submitDisabled={status.dateError !== null}
        locked={status.charge !== null}
        width="sm"
      >
        <Facts>
          <dt>Plate</dt>
          <dd>{vehicle.plate}</dd>
          <dt>Make</dt>
          <dd>{vehicle.make}</dd>
          <dt>Type</dt>
          <dd>{spotTypeName(vehicle.vehicle_type, spotTypes)}</dd>
          <dt>Current Vehicle Status</dt>
          <dd>{status.onsite ? 'Onsite' : 'Offsite'}</dd>
        </Facts>
        {status.onsite ? (
          <Section>
            <SectionTitle>Change status to offsite</SectionTitle>
            <div>
              <Button variant="secondary" onClick={() => void offsite()}>
                Change status to offsite
              </Button>
            </div>
          </Section>
        ) : null}
        <Section>
          <SectionTitle>Change vehicle checkout date</SectionTitle>
          <DateField
            label="Checkout date"
            name="enddate"
            value={status.enddate}
            min={status.today}
            error={status.dateError}
            onChange={(event) => status.setEnddate(event.target.value)}
          />
        </Section>
      </PopupForm>
      {status.charge ? (
        <PaymentSummary
          open
          role="owner"
          vehicle={vehicle}
          charge={status.charge}
          onSubmit={() => Promise.resolve()}
          onPay={status.pay}
          onPaid={status.paid}
          onClose={status.closeCharge}
          onShowPayments={onShowPayments}
        />
      ) : null}
      <InformationDialog
        open={status.information !== null}
        message={status.information}
        onClose={status.closeInformation}
      />
    </>
  );
}
