// spec §2 Owner Vehicle Status popup: set offsite, or set a checkout date after the limit
// pre-checks (§4, §8) and the payment rule (§9). The parts: the date field, the plan for a new
// date (api/checkout-plan.ts: counts and quote), the status write (api/status-mutations.ts) and,
// when a payment is due, the card's summary (use-stay-payment.ts).
import { useState } from 'react';
import {
  NO_DATE,
  defaultTomorrow,
  isOnsite,
  isOnsiteForStatusPopup,
  validateCheckout,
  type SpotType,
  type Vehicle,
} from '@parking/shared/domain';
import {
  limitRefusalMessage,
  readSessionContext,
  reportApiError,
  useCommunityFlags,
} from '@parking/shared/features';
import { planCheckout } from '../api/checkout-plan';
import { useChangeVehicleStatus } from '../api/status-mutations';
import { useStayPayment } from './use-stay-payment';

interface Options {
  vehicle: Vehicle;
  spotTypes: readonly SpotType[];
  /** Closes the popup: after a paid date change, once the summary is closed. */
  onClose: () => void;
  /** The checkout the date field starts with (the checkout picker's default). */
  initialCheckout?: string;
}

export function useVehicleStatus({ vehicle: given, onClose, initialCheckout }: Options) {
  // After a paid change the popup shows the saved vehicle, not the one it opened with.
  const [vehicle, setVehicle] = useState(given);
  const { today } = readSessionContext();
  // The admin's current warning buffer and warning mode (the community query, docs/adr/0011).
  const flags = useCommunityFlags();
  const onsite = isOnsiteForStatusPopup(vehicle.enddate, today);
  // The popup shows Onsite only for a checkout after today (spec §4), but a checkout of today
  // still counts in the unit's active counts (the list's rule, and the server's): moving its
  // date adds no vehicle to the lot, so the offsite-to-onsite limits do not apply to it.
  const counted = isOnsite(vehicle.enddate, today);
  const [enddate, setEnddate] = useState(
    initialCheckout ?? (onsite ? vehicle.enddate : defaultTomorrow(today)),
  );
  const [information, setInformation] = useState<string | null>(null);
  const dateError = validateCheckout({ enddate }, today).enddate ?? null;
  const vehicleid = vehicle.vehicleid || vehicle._id;
  const statusChange = useChangeVehicleStatus();
  const payment = useStayPayment({
    today,
    onPaid: setVehicle,
    onDone: (notice) => (notice ? setInformation(notice) : onClose()),
  });

  const refused = (error: unknown) => {
    const limit = limitRefusalMessage(error);
    if (limit !== null) setInformation(limit);
    else reportApiError(error);
  };

  /** spec §4: offsite sets status 0 and enddate 1970-01-01. Resolves true when saved. */
  const setOffsite = async (): Promise<boolean> => {
    try {
      await statusChange.mutateAsync({ vehicleid, status: 0, enddate: NO_DATE, curdate: today });
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  /** spec §4: a date sets status 1 with that date. Resolves true when saved. */
  const setCheckoutDate = async (): Promise<boolean> => {
    if (dateError !== null) return false;
    try {
      const plan = await planCheckout({ vehicle, enddate, today, counted, flags });
      if (plan.kind === 'refused') {
        setInformation(plan.message);
        return false;
      }
      if (plan.kind === 'charge') {
        payment.open(vehicle, plan.quote, plan.notice);
        return false;
      }
      await statusChange.mutateAsync({ vehicleid, status: 1, enddate, curdate: today });
      if (plan.notice) setInformation(plan.notice);
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  return {
    vehicle,
    onsite,
    today,
    enddate,
    setEnddate,
    dateError,
    setOffsite,
    setCheckoutDate,
    charge: payment.charge,
    pay: payment.pay,
    paid: payment.done,
    closeCharge: payment.close,
    information,
    closeInformation: () => {
      setInformation(null);
      if (payment.paid) onClose();
    },
  };
}
