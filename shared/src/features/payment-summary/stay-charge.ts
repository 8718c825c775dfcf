// The Parking payment summary's numbers (spec §2, §9): dates, nights, price per night, total and
// whether a card payment is due. Every rule comes from @parking/shared/domain.
import {
  isPaymentDue,
  nightsForStay,
  quoteStay,
  spotPriceFor,
  stayStart,
  type ActiveCountData,
  type Dstr,
  type SpotType,
} from '../../domain';
import { session } from '../../session';

export type PayingRole = 'owner' | 'renter';

export interface StayChargeInput {
  role: PayingRole;
  mode: 'create' | 'modify';
  vehicleType: string;
  /** The checkout date before this change (modify only). */
  currentEnddate?: Dstr;
  newEnddate: Dstr;
  today: Dstr;
  activeCount: ActiveCountData;
  spotTypes: readonly SpotType[];
}

export interface StayCharge {
  checkin: Dstr;
  checkout: Dstr;
  nights: number;
  dayprice: number;
  total: number;
  paymentDue: boolean;
  /** spec §8: the community takes card payments from this role (use_owner_ppp / use_renter_ppp). */
  payPerParkOn: boolean;
}

function flag(value: boolean | null): boolean {
  return value === true;
}

export function stayCharge(input: StayChargeInput): StayCharge {
  const stay = {
    mode: input.mode,
    currentEnddate: input.currentEnddate,
    newEnddate: input.newEnddate,
    today: input.today,
  };
  const nightCount = nightsForStay(stay);
  const { activeCount } = input;
  const quote = quoteStay({
    spotPrice: spotPriceFor(input.vehicleType, input.spotTypes),
    allcount: activeCount.allcount,
    maxallactive: activeCount.maxallactive,
    use_availability_factor: activeCount.use_availability_factor,
    season_parking_fee_factor: activeCount.season_parking_fee_factor,
    nights: nightCount,
  });
  const paymentDue = isPaymentDue({
    role: input.role,
    ownercount: activeCount.ownercount,
    rentercount: activeCount.rentercount,
    owner_free_parking: activeCount.user.owner_free_parking,
    renter_free_parking: activeCount.user.renter_free_parking,
    use_owner_creditcard: flag(session.get('use_owner_creditcard')),
    use_renter_creditcard: flag(session.get('use_renter_creditcard')),
    nights: nightCount,
  });
  const payPerParkOn = flag(
    session.get(input.role === 'owner' ? 'use_owner_ppp' : 'use_renter_ppp'),
  );
  return {
    checkin: stayStart(stay),
    checkout: input.newEnddate,
    nights: nightCount,
    dayprice: quote.dayprice,
    total: quote.total_price,
    paymentDue,
    payPerParkOn,
  };
}

/** Money as the summary shows it: dollars with two decimals. */
export function formatMoney(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
