// What a new checkout date needs before it is saved (spec §4, §8, §9): the unit's active counts
// against the limits when the car is not yet counted onsite, then the server's quote for the
// stay. The outcome is refused (with the message to show), free (save it now) or a charge (the
// Parking payment summary opens first). Reads only: the save is the caller's mutation.
import { getActiveCount } from '@parking/shared/api';
import type { Vehicle } from '@parking/shared/domain';
import {
  fetchStayCharge,
  readSessionContext,
  type CommunityFlags,
  type StayCharge,
} from '@parking/shared/features';
import { onsitePrecheck } from './onsite-precheck';

export type CheckoutPlan =
  | { kind: 'refused'; message: string }
  | { kind: 'free'; notice: string | null }
  | { kind: 'charge'; quote: StayCharge; notice: string | null };

export interface CheckoutPlanInput {
  vehicle: Vehicle;
  enddate: string;
  today: string;
  /** The car already counts onsite (a checkout of today or later): no limit check applies. */
  counted: boolean;
  flags: CommunityFlags;
}

export async function planCheckout({
  vehicle,
  enddate,
  today,
  counted,
  flags,
}: CheckoutPlanInput): Promise<CheckoutPlan> {
  const { hoaid, ownerid } = readSessionContext();
  const count = await getActiveCount({ hoaid, ownerid, dstr: today });
  let notice: string | null = null;
  if (!counted) {
    const check = onsitePrecheck(count, flags.availability_warning_buffer, {
      use_warning_status: flags.use_warning_status,
      warning_grace_date: flags.warning_grace_date,
      checkout: enddate,
    });
    if (!check.allowed) return { kind: 'refused', message: check.message };
    notice = check.notice;
  }
  // The server's quote, the price the card is charged.
  const quote = await fetchStayCharge(
    {
      vehicleid: vehicle.vehicleid || vehicle._id,
      vehicle_type: vehicle.vehicle_type,
      carownertype: vehicle.carownertype,
      enddate,
      dstr: today,
    },
    'owner',
    flags,
  );
  return quote.paymentDue ? { kind: 'charge', quote, notice } : { kind: 'free', notice };
}
