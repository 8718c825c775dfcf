// The Parking payment summary's numbers (spec §2, §9): dates, nights, price per night, total and
// whether a card payment is due. Every rule comes from @parking/shared/domain.
import {
  isOnsite,
  isPaymentDue,
  nightsForStay,
  quoteStay,
  spotPriceFor,
  stayStart,
  type ActiveCountData,
  type CarOwnerType,
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
  /** Whose count the modified vehicle is in; the payer's role when not given. */
  carownertype?: CarOwnerType;
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

/**
 * The counts BEFORE the vehicle being saved, as the server judges and prices a stay (server
 * vehicle-limits: counts without the vehicle itself). get_active_count includes a vehicle that
 * is onsite now, so a modify takes it out again: otherwise the summary would ask for a payment
 * the server does not take, or show a price per night above the one charged.
 */
function countsBeforeChange(input: StayChargeInput): ActiveCountData {
  const { activeCount, currentEnddate } = input;
  if (input.mode !== 'modify' || !currentEnddate || !isOnsite(currentEnddate, input.today)) {
    return activeCount;
  }
  const renter = (input.carownertype ?? input.role) === 'renter';
  return {
    ...activeCount,
    allcount: Math.max(0, activeCount.allcount - 1),
    ownercount: renter ? activeCount.ownercount : Math.max(0, activeCount.ownercount - 1),
    rentercount: renter ? Math.max(0, activeCount.rentercount - 1) : activeCount.rentercount,
  };
}

export function stayCharge(input: StayChargeInput): StayCharge {
  const stay = {
    mode: input.mode,
    currentEnddate: input.currentEnddate,
    newEnddate: input.newEnddate,
    today: input.today,
  };
  const nightCount = nightsForStay(stay);
  const activeCount = countsBeforeChange(input);
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
