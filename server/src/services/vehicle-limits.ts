// Admitting a vehicle onsite (spec §4, §8, §9): the lot, unit and renter limits, the warning
// status and who pays, decided inside the caller's transaction after the unit owner's row is
// locked (see lockOwnerRow), so concurrent requests never exceed a limit.
//
// Rule (spec §4 "Offsite to onsite is blocked when the owner count or total count is over its
// limit", §5 "Adding a renter vehicle or switching to onsite is refused when limits are hit"):
//   1. lot full (activeCountFlags.allcountok false)         -> 409 over_total_parking_limit
//   2. renter vehicle and renter maximum reached            -> 409 over_owner_parking_limit,
//      with the spec §8 renter maximum message
//   3. unit full: owner + renter count reached the unit max -> 409 over_owner_parking_limit,
//      except in warning mode (use_warning_status 1, docs/adr/0028): an owner's car may be the
//      one car over a unit that is exactly full, with a checkout no later than the community's
//      grace date (shared mayExceedUnitByOne). Never two over; renter cars never.
//   4. otherwise it is saved; with use_warning_status 1 the shared warningStatusFlag gives 2
//      for a renter vehicle beyond the unit's renter free spots (spec §8 "We will allow a
//      second vehicle because there are {x} parking spots available") and for the extra car
//      of step 3, else 1. Both checks run under the unit owner's row lock, so two requests
//      never both take the one extra place (docs/architecture.md, "Server").
import {
  FAILURE,
  activeCountFlags,
  addDays,
  allowancesFor,
  mayExceedUnitByOne,
  overOwnerLimitMessage,
  renterMaxReachedMessage,
  spotPriceFor,
  warningStatusFlag,
  type ActiveCounts,
  type Allowances,
  type Dstr,
  type LedgerQuote,
  type Role,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import type { UserRow } from '../db/queries/users';
import { countUnitAndLot, type UnitCounts } from '../db/queries/vehicle-counts';
import type { PaymentRow } from '../payments/ledger';
import { rebaseLotCount } from '../db/queries/lot-counter';
import { HttpError } from '../util/http-error';
import { priceStay } from './payment-quotes';
import { planNights, type NightPlan, type NightSubject } from './night-ledger';
import { checkGuestStay, type GuestCheck } from './guest-quotas';

export interface OnsiteRequest {
  community: CommunityRow;
  /** The unit owner's row, already locked by the caller. */
  owner: UserRow;
  role: Role;
  carowner: 'owner' | 'renter';
  vehicle_type: string;
  today: Dstr;
  /** The stay's nights as the summary counts them (stayNights from dates.stayStart). */
  stay: readonly Dstr[];
  /** The plate whose nights the stay covers, and the new checkout (docs/adr/0020). */
  subject: NightSubject;
  checkout: Dstr;
  /** A payment being confirmed: its own night rows are what it pays, its hold not a car. */
  confirmingHold?: PaymentRow;
  /** The vehicle itself when it exists: counts are those BEFORE it; its paid nights are credit. */
  excludeVehicleId?: string;
  /** False when the vehicle is already onsite and only its checkout moves. */
  enforceLimits: boolean;
  /** The car owner type after the change: guest types go through the guest rules. */
  carownertype: string;
  /** An admin's note to save over a guest rule (docs/adr/0029). */
  guestOverride?: string;
}

export interface Admission {
  /** undefined when limits were not checked (the vehicle keeps its flag). */
  status_flag: 1 | 2 | undefined;
  /** The server's quote when a payment is due (services/payment-flow.ts charges it). */
  quote: LedgerQuote | null;
  /** How the night ledger covers the stay (written with the vehicle: applyNights). */
  plan: NightPlan;
  /** The guest rules' answer (null: they do not apply); an override is audit-logged. */
  guest: GuestCheck | null;
}

/** The stay's checkout: the morning after its last night (today for a stay of no nights). */
function checkoutOf(request: OnsiteRequest): Dstr {
  const last = request.stay[request.stay.length - 1];
  return last === undefined ? request.today : addDays(last, 1);
}

function refuseOverLimit(request: OnsiteRequest, counts: ActiveCounts, limits: Allowances): void {
  const { carowner, community } = request;
  const flags = activeCountFlags(counts, limits);
  if (!flags.allcountok) {
    throw new HttpError(409, FAILURE.overTotalLimit, 'over_total_parking_limit');
  }
  if (carowner === 'renter' && !flags.rentercountok) {
    const message = renterMaxReachedMessage(limits.maxrenteractive);
    throw new HttpError(409, message, 'over_owner_parking_limit');
  }
  // Warning mode (docs/adr/0028): an owner's car may be one over a full unit until the grace date.
  const extraCar = mayExceedUnitByOne({
    use_warning_status: community.use_warning_status,
    warning_grace_date: community.warning_grace_date,
    carowner,
    ownercount: counts.ownercount,
    rentercount: counts.rentercount,
    maxunitactive: limits.maxunitactive,
    checkout: checkoutOf(request),
  });
  if (!flags.ownercountok && !extraCar) {
    const message = overOwnerLimitMessage(limits.maxunitactive);
    throw new HttpError(409, message, 'over_owner_parking_limit');
  }
}

/**
 * A new vehicle's payment being confirmed holds its spot in the unit's counts: planned again, the
 * vehicle must not count twice (its hold and itself).
 */
function unitWithoutOwnHold(unit: UnitCounts, hold: PaymentRow | undefined): UnitCounts {
  if (!hold || !hold.holds_spot || hold.vehicle_id) return unit;
  return hold.carowner === 'renter'
    ? { ...unit, rentercount: Math.max(0, unit.rentercount - 1) }
    : { ...unit, ownercount: Math.max(0, unit.ownercount - 1) };
}

export async function admitOnsite(tx: Executor, request: OnsiteRequest): Promise<Admission> {
  const { owner, today, excludeVehicleId } = request;
  const { community } = request;
  // docs/adr/0012: no community lock. The lot count is a counter row; with
  // enforceLimits the vehicle's own write increments it at commit only while there is room (else
  // 409 over_total_parking_limit from the error handler). The count read here prices the stay.
  // The unit's counts and the counter row come in one statement.
  const enforce = request.enforceLimits;
  const read = await countUnitAndLot(tx, {
    ownerid: owner.id,
    hoaid: community.hoaid,
    today,
    excludeVehicleId,
    enforce,
  });
  const { unit } = read;
  const lot =
    read.lot.day === today
      ? read.lot.used
      : await rebaseLotCount(tx, community.hoaid, today, enforce);
  const counted = request.enforceLimits ? 0 : excludeVehicleId ? 1 : 0;
  const counts: ActiveCounts = {
    ...unitWithoutOwnHold(unit, request.confirmingHold),
    allcount: Math.max(0, lot - counted),
  };
  const limits = allowancesFor(owner, community);

  let status_flag: Admission['status_flag'];
  if (request.enforceLimits) {
    // The unit's limits here, under the owner's row lock; the lot's at the write itself.
    refuseOverLimit(request, { ...counts, allcount: 0 }, limits);
    status_flag = warningStatusFlag({
      use_warning_status: community.use_warning_status,
      carowner: request.carowner,
      ownercount: counts.ownercount,
      rentercount: counts.rentercount,
      renter_free_parking: limits.renter_free_parking,
      maxunitactive: limits.maxunitactive,
    });
  }

  // docs/adr/0029: the guest rules, under the same lock, before anything is priced or charged.
  const guest = await checkGuestStay(tx, {
    community,
    subject: request.subject,
    carownertype: request.carownertype,
    today,
    checkout: request.checkout,
    role: request.role,
    override: request.guestOverride,
  });

  // docs/adr/0020: the night ledger's quote for the nights whose free spots other cars use; the
  // card is charged after this transaction, never while the unit's lock is held.
  const plan = await planNights(tx, {
    subject: request.subject,
    community,
    limits,
    payerRole: request.role,
    today,
    checkout: request.checkout,
    vehicleId: excludeVehicleId,
    confirmingPayment: request.confirmingHold?.id,
  });
  const quote = priceStay({
    community,
    role: request.role,
    counts,
    limits,
    stay: request.stay,
    plan,
    spotPrice: spotPriceFor(request.vehicle_type, read.spots),
    vehicleType: request.vehicle_type,
  });
  return { status_flag, quote: quote.payment_due ? quote : null, plan, guest };
}
