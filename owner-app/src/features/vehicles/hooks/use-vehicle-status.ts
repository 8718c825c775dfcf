// spec §2 Owner Vehicle Status popup: set offsite, or set a checkout date after the limit
// pre-checks (§4, §8) and the payment rule (§9). When a payment is due the Parking payment
// summary opens with the card form, as for a renter: the date is saved with the payment
// (modify_vehicle with `payment`; the server charges, then saves, and refuses an unpaid date).
import { useState } from 'react';
import { changeVehicleStatusDate, getActiveCount, modifyVehicle } from '@parking/shared/api';
import {
  FAILURE,
  NO_DATE,
  SUCCESS,
  defaultTomorrow,
  isOnsite,
  isOnsiteForStatusPopup,
  validateCheckout,
  type PaymentInput,
  type SpotType,
  type Vehicle,
} from '@parking/shared/domain';
import { publishSuccess } from '@parking/shared/events';
import {
  checkoutChangeRequest,
  limitRefusalMessage,
  readSessionContext,
  fetchStayCharge,
  reportApiError,
  useCommunityFlags,
  type StayCharge,
} from '@parking/shared/features';
import { onsitePrecheck } from '../api/onsite-precheck';

interface Options {
  vehicle: Vehicle;
  spotTypes: readonly SpotType[];
  onChanged: (vehicle: Vehicle) => void;
  /** Closes the popup: after a paid date change, once the summary is closed. */
  onClose: () => void;
  /** The checkout the date field starts with (the checkout picker's default). */
  initialCheckout?: string;
}

/** A due payment: the summary's numbers and the notice to show once the date is saved. */
interface PendingCharge {
  quote: StayCharge;
  notice: string | null;
}

export function useVehicleStatus({ vehicle: given, onChanged, onClose, initialCheckout }: Options) {
  // After a paid change the popup shows the saved vehicle, not the one it opened with.
  const [vehicle, setVehicle] = useState(given);
  const { today } = readSessionContext();
  // The admin's current warning buffer (the community query, docs/adr/0011).
  const flags = useCommunityFlags();
  const warningBuffer = flags.availability_warning_buffer;
  const onsite = isOnsiteForStatusPopup(vehicle.enddate, today);
  // The popup shows Onsite only for a checkout after today (spec §4), but a checkout of today
  // still counts in the unit's active counts (the list's rule, and the server's): moving its
  // date adds no vehicle to the lot, so the offsite-to-onsite limits do not apply to it.
  const counted = isOnsite(vehicle.enddate, today);
  const [enddate, setEnddate] = useState(
    initialCheckout ?? (onsite ? vehicle.enddate : defaultTomorrow(today)),
  );
  const [charge, setCharge] = useState<PendingCharge | null>(null);
  const [paid, setPaid] = useState(false);
  const [information, setInformation] = useState<string | null>(null);
  const dateError = validateCheckout({ enddate }, today).enddate ?? null;
  const vehicleid = vehicle.vehicleid || vehicle._id;

  const applied = (saved: Vehicle, notice: string | null) => {
    publishSuccess(SUCCESS.vehicleStatusUpdate);
    onChanged(saved);
    if (notice) setInformation(notice);
  };

  const refused = (error: unknown) => {
    const limit = limitRefusalMessage(error);
    if (limit !== null) setInformation(limit);
    else reportApiError(error);
  };

  /** spec §4: offsite sets status 0 and enddate 1970-01-01. */
  const setOffsite = async (): Promise<boolean> => {
    try {
      applied(
        await changeVehicleStatusDate({ vehicleid, status: 0, enddate: NO_DATE, curdate: today }),
        null,
      );
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  /** spec §4: a date sets status 1 with that date. Resolves true when saved. */
  const setCheckoutDate = async (): Promise<boolean> => {
    if (dateError !== null) return false;
    const { hoaid, ownerid } = readSessionContext();
    try {
      const count = await getActiveCount({ hoaid, ownerid, dstr: today });
      let notice: string | null = null;
      if (!counted) {
        const check = onsitePrecheck(count, warningBuffer, {
          use_warning_status: flags.use_warning_status,
          warning_grace_date: flags.warning_grace_date,
          checkout: enddate,
        });
        if (!check.allowed) {
          setInformation(check.message);
          return false;
        }
        notice = check.notice;
      }
      // The server's quote, the price the card is charged.
      const quote = await fetchStayCharge(
        {
          vehicleid,
          vehicle_type: vehicle.vehicle_type,
          carownertype: vehicle.carownertype,
          enddate,
          dstr: today,
        },
        'owner',
        flags,
      );
      if (quote.paymentDue) {
        setCharge({ quote, notice });
        return false;
      }
      applied(
        await changeVehicleStatusDate({ vehicleid, status: 1, enddate, curdate: today }),
        notice,
      );
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  /**
   * The card form's save (spec §9): the checkout date with the payment. The server prices and
   * charges the stay, then saves; a declined card (402) saves nothing and the form shows why.
   */
  const pay = (payment: PaymentInput): Promise<Vehicle> => {
    if (!charge) return Promise.reject(new Error(FAILURE.transaction));
    const checkout = charge.quote.checkout;
    return modifyVehicle({ ...checkoutChangeRequest(vehicle, checkout, today), payment });
  };

  /** After 'Transaction Complete' the summary stays open; closing it closes the popup. */
  const paidWith = (saved: Vehicle) => {
    setPaid(true);
    setVehicle(saved);
    publishSuccess(SUCCESS.vehicleStatusUpdate);
    onChanged(saved);
  };

  const closeCharge = () => {
    const notice = charge?.notice ?? null;
    setCharge(null);
    if (!paid) return;
    if (notice) setInformation(notice);
    else onClose();
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
    charge: charge?.quote ?? null,
    pay,
    paid: paidWith,
    closeCharge,
    information,
    closeInformation: () => {
      setInformation(null);
      if (paid) onClose();
    },
  };
}
