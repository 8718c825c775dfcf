// A vehicle's checkout date changes (spec §4): each change raises number_of_changes, appends
// to the change history and sets a new start date (today) unless the new checkout is
// 1970-01-01; a date that makes the vehicle onsite goes through the limits and payment.
import {
  NO_DATE,
  isOnsite,
  isSentinel,
  nightsForStay,
  stayStart,
  type Dstr,
  type PaymentInput,
  type Role,
  type Vehicle,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import type { UserRow } from '../db/queries/users';
import {
  appendChange,
  clearUnitWarnings,
  toVehicle,
  updateVehicleRow,
  listChangeHistory,
  type VehicleRow,
  type VehicleUpdate,
} from '../db/queries/vehicle-records';
import { admitOnsite } from './vehicle-limits';
import { recordPayment, type PaymentGateway, type SettledCharge } from './payment-gateway';

export interface CheckoutContext {
  community: CommunityRow;
  /** The unit owner's row, locked by the caller's transaction. */
  owner: UserRow;
  role: Role;
  today: Dstr;
  payment: PaymentInput | undefined;
  gateway: PaymentGateway;
}

export interface CheckoutPlan {
  set: VehicleUpdate;
  charge: SettledCharge | null;
  /** The vehicle leaves the lot: the unit's warning flags are cleared (spec §4). */
  leavesLot: boolean;
  changed: boolean;
}

export async function planCheckout(
  tx: Executor,
  context: CheckoutContext,
  vehicle: VehicleRow,
  enddate: Dstr,
  vehicleType: string = vehicle.vehicle_type,
): Promise<CheckoutPlan> {
  if (enddate === vehicle.enddate)
    return { set: {}, charge: null, leavesLot: false, changed: false };
  const number_of_changes = vehicle.number_of_changes + 1;
  if (isSentinel(enddate)) {
    // spec §4: setting offsite is enddate 1970-01-01; its warning no longer applies.
    return {
      set: { enddate: NO_DATE, status_flag: 1, number_of_changes },
      charge: null,
      leavesLot: true,
      changed: true,
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
    vehicle,
    startdate: stayStart(stay),
    enddate,
    nights: nightsForStay(stay),
    excludeVehicleId: vehicle.id,
    // Moving the checkout of a vehicle that is already onsite adds no vehicle to the lot.
    enforceLimits: !alreadyOnsite,
  });
  const set: VehicleUpdate = { startdate: today, enddate, number_of_changes };
  if (admission.status_flag !== undefined) set.status_flag = admission.status_flag;
  if (admission.charge) {
    set.parking_transaction_id = admission.charge.transaction_id;
    set.active_flag = 1; // spec §4: a payment sets active_flag 1
  }
  return { set, charge: admission.charge, leavesLot: false, changed: true };
}

/** Writes the vehicle with its planned checkout, the history entry and the payment. */
export async function saveWithCheckout(
  tx: Executor,
  vehicle: VehicleRow,
  plan: CheckoutPlan,
  fields: VehicleUpdate,
  today: Dstr,
): Promise<Vehicle> {
  const row = await updateVehicleRow(tx, vehicle.id, { ...fields, ...plan.set });
  if (plan.changed) {
    await appendChange(tx, {
      vehicle_id: row.id,
      hoaid: row.hoaid,
      startdate: row.startdate,
      enddate: row.enddate,
      change_date: today,
    });
  }
  if (plan.charge) await recordPayment(tx, plan.charge, row);
  if (plan.leavesLot) await clearUnitWarnings(tx, row.ownerid);
  const history = await listChangeHistory(tx, [row.id]);
  return toVehicle(row, history.get(row.id) ?? []);
}
