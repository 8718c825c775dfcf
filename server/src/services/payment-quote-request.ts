// POST /api/parking/quote_stay: the payment summary's numbers, priced by the
// server exactly as the save will charge them, with a quote id to pay.
import {
  allowancesFor,
  isSentinel,
  nightClassOf,
  normalizePlate,
  stayNights,
  stayStart,
  validateCheckoutDate,
  type Dstr,
  type LedgerQuote,
  type PaymentQuote,
  type CheckedStayQuoteRequest,
} from '@parking/shared/domain';
import type { Database } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import { findUserById } from '../db/queries/users';
import { countCommunityOnsite, countUnitOnsite } from '../db/queries/vehicle-counts';
import type { VehicleRow } from '../db/queries/vehicle-records';
import type { AuthContext } from '../domain/auth-context';
import { badRequest, notFound } from '../util/http-error';
import { priceStay, issueQuote, vehicleSpotPrice, type QuoteSubject } from './payment-quotes';
import { planNights } from './night-ledger';
import { plateKeyOf } from '../db/queries/stay-nights';
import { OWNER_NOT_FOUND, vehicleInScope } from './vehicle-access';
import { previewGuestStay } from './guest-quotas';

export const VEHICLE_REQUIRED = 'vehicleid is required';

export async function quoteForPayer(
  db: Database,
  auth: AuthContext,
  community: CommunityRow,
  request: Omit<CheckedStayQuoteRequest, 'dstr'>,
  today: Dstr,
): Promise<PaymentQuote> {
  const { quote, subject, guest } = await priceForPayer(db, auth, community, request, today);
  const issued = await issueQuote(db, quote, subject);
  return guest ? { ...issued, guest_limits: guest } : issued;
}

/** The server's price of a stay for this payer, without keeping a quote to pay. */
export async function priceForPayer(
  db: Database,
  auth: AuthContext,
  community: CommunityRow,
  request: Omit<CheckedStayQuoteRequest, 'dstr'>,
  today: Dstr,
): Promise<{
  quote: LedgerQuote;
  subject: QuoteSubject;
  /** docs/adr/0029: what is left of the guest rules, when one is on and the car is a guest. */
  guest: Awaited<ReturnType<typeof previewGuestStay>>;
}> {
  let vehicle: VehicleRow | undefined;
  if (request.vehicleid) vehicle = await vehicleInScope(db, auth, request.vehicleid);
  // spec §9: a new checkout is not before today and at most 60 days ahead; 1970-01-01 (offsite)
  // and an unchanged checkout (a plain field edit) add no nights.
  const unchanged = isSentinel(request.enddate) || request.enddate === vehicle?.enddate;
  const dateError = unchanged ? null : validateCheckoutDate(request.enddate, today);
  if (dateError) throw badRequest(dateError, { enddate: dateError });
  // Admins only change existing vehicles (spec §6); owners and renters also register new ones.
  if (!vehicle && auth.role === 'admin') {
    throw badRequest(VEHICLE_REQUIRED, { vehicleid: VEHICLE_REQUIRED });
  }
  const owner = await findUserById(db, vehicle?.ownerid ?? auth.userId);
  if (!owner || owner.hoaid !== community.hoaid) throw notFound(OWNER_NOT_FOUND);
  const checkin = stayStart(
    vehicle
      ? { mode: 'modify', currentEnddate: vehicle.enddate, newEnddate: request.enddate, today }
      : { mode: 'create', newEnddate: request.enddate, today },
  );
  const unit = await countUnitOnsite(db, owner.id, today, vehicle?.id);
  const allcount = await countCommunityOnsite(db, community.hoaid, today, vehicle?.id);
  const limits = allowancesFor(owner, community);
  const carownertype =
    auth.role === 'renter' || vehicle?.carownertype === 'renter'
      ? 'renter'
      : (vehicle?.carownertype ?? request.carownertype);
  const plate = vehicle ? vehicle.plate : normalizePlate(request.plate ?? '');
  const plan = await planNights(db, {
    subject: {
      hoaid: community.hoaid,
      unitnumber: owner.unitnumber,
      plate_key: plateKeyOf(plate, vehicle?.id),
      night_class: nightClassOf(carownertype),
    },
    community,
    limits,
    payerRole: auth.role,
    today,
    checkout: request.enddate,
    vehicleId: vehicle?.id,
  });
  const quote = priceStay({
    community,
    role: auth.role,
    counts: { ...unit, allcount },
    limits,
    stay: stayNights(checkin, request.enddate),
    plan,
    spotPrice: await vehicleSpotPrice(db, community.hoaid, request.vehicle_type),
    vehicleType: request.vehicle_type,
  });
  // docs/adr/0029: a guest stay shows what is left of the guest rules before the user commits.
  const guest = await previewGuestStay(db, {
    community,
    subject: {
      hoaid: community.hoaid,
      unitnumber: owner.unitnumber,
      plate_key: plateKeyOf(plate, vehicle?.id),
    },
    carownertype:
      auth.role === 'renter' || vehicle?.carownertype === 'renter'
        ? 'renter'
        : request.carownertype,
    today,
    checkout: request.enddate,
    role: auth.role,
  });
  const subject: QuoteSubject = {
    hoaid: community.hoaid,
    ownerid: owner.id,
    vehicleId: vehicle?.id ?? null,
    role: auth.role,
    vehicle_type: request.vehicle_type,
    checkin,
    checkout: request.enddate,
  };
  return { quote, subject, guest };
}
