// Admitting a vehicle onsite (spec §4, §8, §9): the lot, unit and renter limits, the warning
// status and who pays, decided inside the caller's transaction after the unit owner's row is
// locked (see lockOwnerRow), so concurrent requests never exceed a limit.
//
// Rule (spec §4 "Offsite to onsite is blocked when the owner count or total count is over its
// limit", §5 "Adding a renter vehicle or switching to onsite is refused when limits are hit"):
//   1. lot full (activeCountFlags.allcountok false)         -> 409 over_total_parking_limit
//   2. renter vehicle and renter maximum reached            -> 409 over_owner_parking_limit,
//      with the spec §8 renter maximum message
//   3. unit full: owner + renter count reached the unit max -> 409 over_owner_parking_limit
//   4. otherwise it is saved; with use_warning_status 1 the shared warningStatusFlag gives 2
//      for a renter vehicle beyond the unit's renter free spots (spec §8 "We will allow a
//      second vehicle because there are {x} parking spots available"), else 1. The unit-full
//      branch of warningStatusFlag never fires here because step 3 refuses that case first:
//      the unit maximum is a hard limit (the concurrency guarantee of ARCHITECTURE).
import {
  FAILURE,
  activeCountFlags,
  allowancesFor,
  isPaymentDue,
  overOwnerLimitMessage,
  quoteStay,
  renterMaxReachedMessage,
  spotPriceFor,
  warningStatusFlag,
  type ActiveCounts,
  type Allowances,
  type Dstr,
  type PaymentInput,
  type Role,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { listSpotTypes, type CommunityRow } from '../db/queries/communities';
import type { UserRow } from '../db/queries/users';
import {
  countCommunityOnsite,
  countUnitOnsite,
  lockCommunityRow,
} from '../db/queries/vehicle-counts';
import { HttpError } from '../util/http-error';
import {
  vehicleMemo,
  type PaymentGateway,
  type SettledCharge,
  type VehicleDescription,
} from './payment-gateway';

export const PAYMENT_REQUIRED = 'Payment required';

export interface OnsiteRequest {
  community: CommunityRow;
  /** The unit owner's row, already locked by the caller. */
  owner: UserRow;
  role: Role;
  carowner: 'owner' | 'renter';
  vehicle_type: string;
  /** Named in the charge's memo. */
  vehicle: VehicleDescription;
  today: Dstr;
  /** First night and checkout of the stay being paid (dates.stayStart). */
  startdate: Dstr;
  enddate: Dstr;
  nights: number;
  /** The vehicle itself when it exists: counts are those BEFORE it. */
  excludeVehicleId?: string;
  /** False when the vehicle is already onsite and only its checkout moves. */
  enforceLimits: boolean;
  payment: PaymentInput | undefined;
  gateway: PaymentGateway;
}

export interface Admission {
  /** undefined when limits were not checked (the vehicle keeps its flag). */
  status_flag: 1 | 2 | undefined;
  charge: SettledCharge | null;
}

function refuseOverLimit(
  carowner: OnsiteRequest['carowner'],
  counts: ActiveCounts,
  limits: Allowances,
): void {
  const flags = activeCountFlags(counts, limits);
  if (!flags.allcountok) {
    throw new HttpError(409, FAILURE.overTotalLimit, 'over_total_parking_limit');
  }
  if (carowner === 'renter' && !flags.rentercountok) {
    const message = renterMaxReachedMessage(limits.maxrenteractive);
    throw new HttpError(409, message, 'over_owner_parking_limit');
  }
  if (!flags.ownercountok) {
    const message = overOwnerLimitMessage(limits.maxunitactive);
    throw new HttpError(409, message, 'over_owner_parking_limit');
  }
}

export async function admitOnsite(tx: Executor, request: OnsiteRequest): Promise<Admission> {
  const { owner, today, excludeVehicleId } = request;
  const community = (await lockCommunityRow(tx, request.community.hoaid)) ?? request.community;
  const unit = await countUnitOnsite(tx, owner.id, today, excludeVehicleId);
  const allcount = await countCommunityOnsite(tx, community.hoaid, today, excludeVehicleId);
  const counts: ActiveCounts = { ...unit, allcount };
  const limits = allowancesFor(owner, community);

  let status_flag: Admission['status_flag'];
  if (request.enforceLimits) {
    refuseOverLimit(request.carowner, counts, limits);
    status_flag = warningStatusFlag({
      use_warning_status: community.use_warning_status,
      carowner: request.carowner,
      ownercount: counts.ownercount,
      rentercount: counts.rentercount,
      renter_free_parking: owner.renter_free_parking,
      maxunitactive: limits.maxunitactive,
    });
  }

  const due = isPaymentDue({
    role: request.role,
    ownercount: counts.ownercount,
    rentercount: counts.rentercount,
    owner_free_parking: owner.owner_free_parking,
    renter_free_parking: owner.renter_free_parking,
    use_owner_creditcard: community.use_owner_creditcard,
    use_renter_creditcard: community.use_renter_creditcard,
    nights: request.nights,
  });
  if (!due) return { status_flag, charge: null };
  if (!request.payment) throw new HttpError(402, PAYMENT_REQUIRED, 'payment_required');

  // spec §9: the server prices the stay itself; a client total is never trusted. The charge
  // runs while the unit's lock is held, so a paid stay cannot lose its spot to a concurrent
  // request; the idempotency key keeps a retry after a rollback from charging twice.
  const quote = quoteStay({
    spotPrice: spotPriceFor(request.vehicle_type, await listSpotTypes(tx, community.hoaid)),
    season_parking_fee_factor: community.season_parking_fee_factor,
    allcount,
    maxallactive: limits.maxallactive,
    use_availability_factor: community.use_availability_factor,
    nights: request.nights,
  });
  const amount_cents = Math.round(quote.total_price * 100);
  const result = await request.gateway.charge({
    hoaid: community.hoaid,
    unitnumber: owner.unitnumber,
    amount_cents,
    reference: `parking at unit ${owner.unitnumber} from ${request.startdate} to ${request.enddate}`,
    memo: vehicleMemo(request.vehicle),
    payment: request.payment,
  });
  if (result.status === 'declined') throw new HttpError(402, result.message, 'payment_declined');
  return {
    status_flag,
    charge: {
      provider: request.gateway.provider,
      transaction_id: result.transaction_id,
      idempotency_key: request.payment.idempotency_key,
      amount_cents,
      nights: request.nights,
      startdate: request.startdate,
      enddate: request.enddate,
      payer_role: request.role,
    },
  };
}
