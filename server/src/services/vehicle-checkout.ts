// A vehicle's checkout date changes (spec §4): each change raises number_of_changes, appends
// to the change history and sets a new start date (today) unless the new checkout is
// 1970-01-01; a date that makes the vehicle onsite goes through the limits and payment.
import {
  NO_DATE,
  isOnsite,
  isSentinel,
  nightClassOf,
  stayNights,
  stayStart,
  type Dstr,
  type LedgerQuote,
  type PaymentInput,
  type Role,
  type SavedVehicle,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import type { UserRow } from '../db/queries/users';
import {
  appendChange,
  findVehicle,
  toVehicle,
  updateVehicleRow,
  listChangeHistory,
  type VehicleRow,
  type VehicleUpdate,
} from '../db/queries/vehicle-records';
import { recomputeUnitWarnings } from './unit-warnings';
import { admitOnsite } from './vehicle-limits';
import { paymentRequired, type Confirming } from './payment-flow';
import { applyNights, type NightPlan, type NightSubject } from './night-ledger';
import { plateKeyOf } from '../db/queries/stay-nights';
import { onsiteNotice, recordNotification } from './notifications/events';
import { checkGuestStay, recordGuestNights, type GuestCheck } from './guest-quotas';

export interface CheckoutContext {
  community: CommunityRow;
  /** The unit owner's row, locked by the caller's transaction. */
  owner: UserRow;
  role: Role;
  today: Dstr;
  /** Without a payment a due stay is refused (402); with one, payment-flow charges it. */
  payment: PaymentInput | undefined;
  /** The payment being confirmed (payment-flow's second pass), if any. */
  confirming?: Confirming;
  /** The car owner type after the change (a modify may change it; default: the vehicle's). */
  carownertype?: string;
  /** An admin's note to save over a guest rule (docs/adr/0029). */
  guestOverride?: string;
}

export interface CheckoutPlan {
  set: VehicleUpdate;
  /** The server's quote when the new nights must be paid (docs/adr/0009). */
  quote: LedgerQuote | null;
  /** First night of the stay being priced (spec §9 Nights). */
  checkin: Dstr;
  /** The change adds the vehicle to the lot (it was offsite): a pending payment holds its spot. */
  holdsSpot: boolean;
  /** The vehicle leaves the lot: the unit's warning flags are cleared (spec §4). */
  leavesLot: boolean;
  changed: boolean;
  /** The plate in the night ledger, and how its nights are covered (null: no nights). */
  subject: NightSubject;
  nights: NightPlan | null;
  /** The guest rules' answer for the stay (docs/adr/0029); an override is audit-logged. */
  guest: GuestCheck | null;
}

/** The vehicle's plate and class in the night ledger (docs/adr/0020). */
export function nightSubjectOf(vehicle: VehicleRow, plate: string = vehicle.plate): NightSubject {
  return {
    hoaid: vehicle.hoaid,
    unitnumber: vehicle.unitnumber,
    plate_key: plateKeyOf(plate, vehicle.id),
    night_class: nightClassOf(vehicle.carownertype),
  };
}

/** A car onsite whose type changes: its paid nights may cost more now (docs/adr/0020). */
function retypedOnsite(vehicle: VehicleRow, vehicleType: string, today: Dstr): boolean {
  return (
    vehicleType.toUpperCase() !== vehicle.vehicle_type.toUpperCase() &&
    isOnsite(vehicle.enddate, today)
  );
}

export async function planCheckout(
  tx: Executor,
  context: CheckoutContext,
  vehicle: VehicleRow,
  enddate: Dstr,
  vehicleType: string = vehicle.vehicle_type,
  plate: string = vehicle.plate,
): Promise<CheckoutPlan> {
  const subject = nightSubjectOf(vehicle, plate);
  const carownertype = context.carownertype ?? vehicle.carownertype;
  const unchanged = { quote: null, checkin: context.today, holdsSpot: false, subject, guest: null };
  if (enddate === vehicle.enddate && retypedOnsite(vehicle, vehicleType, context.today)) {
    // docs/adr/0020, "Type changes": the paid nights the car holds are re-priced for the new
    // type; no night is added, no limit is checked again.
    const admission = await admitOnsite(tx, {
      ...context,
      carowner: vehicle.carownertype === 'renter' ? 'renter' : 'owner',
      vehicle_type: vehicleType,
      stay: [],
      excludeVehicleId: vehicle.id,
      enforceLimits: false,
      subject,
      checkout: enddate,
      confirmingHold: context.confirming?.hold,
      carownertype,
      guestOverride: context.guestOverride,
    });
    if (admission.quote && !context.payment) throw paymentRequired();
    return {
      ...unchanged,
      quote: admission.quote,
      guest: admission.guest,
      set: {},
      leavesLot: false,
      changed: false,
      nights: admission.plan,
    };
  }
  if (enddate === vehicle.enddate) {
    // docs/adr/0029: a car onsite that becomes a guest (its type or its plate changed) adds
    // guest nights without a new checkout: the guest rules decide it too.
    const becomes = carownertype !== vehicle.carownertype || plate !== vehicle.plate;
    const guest =
      becomes && vehicle.enddate > context.today
        ? await checkGuestStay(tx, {
            community: context.community,
            subject,
            carownertype,
            today: context.today,
            checkout: vehicle.enddate,
            role: context.role,
            override: context.guestOverride,
          })
        : null;
    return { ...unchanged, guest, set: {}, leavesLot: false, changed: false, nights: null };
  }
  const number_of_changes = vehicle.number_of_changes + 1;
  if (isSentinel(enddate)) {
    // spec §4: setting offsite is enddate 1970-01-01; its warning no longer applies.
    return {
      ...unchanged,
      set: { enddate: NO_DATE, status_flag: 1, number_of_changes },
      leavesLot: true,
      changed: true,
      nights: null,
    };
  }
  const { today } = context;
  const stay = {
    mode: 'modify' as const,
    currentEnddate: vehicle.enddate,
    newEnddate: enddate,
    today,
  };
  const alreadyOnsite = isOnsite(vehicle.enddate, today);
  const admission = await admitOnsite(tx, {
    ...context,
    carowner: vehicle.carownertype === 'renter' ? 'renter' : 'owner',
    vehicle_type: vehicleType,
    stay: stayNights(stayStart(stay), enddate),
    excludeVehicleId: vehicle.id,
    // Moving the checkout of a vehicle that is already onsite adds no vehicle to the lot.
    enforceLimits: !alreadyOnsite,
    subject,
    checkout: enddate,
    confirmingHold: context.confirming?.hold,
    carownertype,
    guestOverride: context.guestOverride,
  });
  const set: VehicleUpdate = { startdate: today, enddate, number_of_changes };
  if (admission.status_flag !== undefined) set.status_flag = admission.status_flag;
  if (admission.quote && !context.payment) throw paymentRequired();
  return {
    set,
    quote: admission.quote,
    checkin: stayStart(stay),
    holdsSpot: !alreadyOnsite,
    leavesLot: false,
    changed: true,
    subject,
    nights: admission.plan,
    guest: admission.guest,
  };
}

/** Writes the vehicle with its planned checkout and the history entry (payment-flow: the payment). */
export async function saveWithCheckout(
  tx: Executor,
  vehicle: VehicleRow,
  plan: CheckoutPlan,
  fields: VehicleUpdate,
  today: Dstr,
  community: CommunityRow,
): Promise<SavedVehicle> {
  const row = await updateVehicleRow(tx, vehicle.id, { ...fields, ...plan.set });
  // A car that arrives (it was offsite) is told to its owner once per checkout date; the
  // notice is kept with the change, in its transaction (docs/adr/0022).
  const arrived = isSentinel(vehicle.enddate) || vehicle.enddate < today;
  if (arrived && !isSentinel(row.enddate) && row.enddate >= today) {
    const notice = onsiteNotice(row);
    await recordNotification(tx, notice.event, notice.key);
  }
  if (plan.changed) {
    await applyNights(tx, plan.subject, row.id, plan.nights);
    await appendChange(tx, {
      vehicle_id: row.id,
      hoaid: row.hoaid,
      startdate: row.startdate,
      enddate: row.enddate,
      change_date: today,
    });
  }
  // docs/adr/0029: the guest nights from today on follow the saved vehicle (past ones stay).
  await recordGuestNights(tx, community, row, today);
  // spec §4: the unit's warning flags follow its real counts after every change.
  await recomputeUnitWarnings(tx, row.ownerid, today);
  const saved = (await findVehicle(tx, row.hoaid, row.id)) ?? row;
  const history = await listChangeHistory(tx, [row.id]);
  return toVehicle(saved, history.get(row.id) ?? []);
}
