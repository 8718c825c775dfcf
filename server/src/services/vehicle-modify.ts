// Modifying a vehicle (spec §2 Modify Vehicle form, §4, §7 modify_vehicle): owners their unit's
// vehicles, renters their own, admins any vehicle of the community. Field edits, and a date
// change with its history, its limits and its payment, under the unit owner's lock.
import {
  PAYMENT_MESSAGES,
  isSentinel,
  type CheckedModifyVehicleRequest,
  type Dstr,
  type PlateWarning,
  type SavedVehicle,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { communitySpotTypes, type CommunityRow } from '../db/queries/communities';
import { lockOwnerRow } from '../db/queries/vehicle-counts';
import { SOFT_DELETED, findVehicle, type VehicleRow } from '../db/queries/vehicle-records';
import { moveGuestNights } from '../db/queries/guest-nights';
import { movePlateNights, plateKeyOf } from '../db/queries/stay-nights';
import type { AuthContext } from '../domain/auth-context';
import { todayIn } from '../util/dates';
import { HttpError, conflict, notFound } from '../util/http-error';
import { isUniqueViolation } from '../util/ids';
import { actorOf, recordAudit, vehicleEntry } from './audit';
import { checkOverrideNote, recordGuestOverride } from './guest-quotas';
import { saveWithPayment } from './payment-flow';
import { replayPaidVehicle } from './payment-replay';
import { checkPlateForSave } from './plate-lookup';
import { VEHICLE_NOT_FOUND, vehicleInScope } from './vehicle-access';
import { planCheckout, saveWithCheckout } from './vehicle-checkout';
import { checkVehicleForm, requireAcceptedRules } from './vehicle-form';
import {
  carOwnerTypeFor,
  notifyOnsite,
  withPlateWarning,
  type PlateCheck,
  type VehicleDeps,
} from './vehicles';

export type ModifyVehicleInput = Omit<CheckedModifyVehicleRequest, 'dstr'>;

/** A corrected plate takes the vehicle's nights from today on with it (docs/adr/0020). */
async function followPlate(tx: Executor, vehicle: VehicleRow, plate: string, today: Dstr) {
  const key = plateKeyOf(plate, vehicle.id);
  if (key === plateKeyOf(vehicle.plate, vehicle.id)) return;
  await movePlateNights(tx, vehicle.id, today, key).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(PLATE_HAS_NIGHTS);
    throw error;
  });
  // docs/adr/0029: its guest nights too, past ones included: it is the same car.
  await moveGuestNights(tx, vehicle.id, key);
}

export const PLATE_HAS_NIGHTS =
  'This plate already has nights recorded in this unit. Delete the other vehicle with it first.';

export const vehicleChanged = () =>
  new HttpError(409, PAYMENT_MESSAGES.vehicleChanged, 'vehicle_changed');

/** spec §4: field edits, and a date change with its history; the submit confirms (active 1). */
export async function modifyVehicle(
  deps: VehicleDeps,
  auth: AuthContext,
  community: CommunityRow,
  input: ModifyVehicleInput,
): Promise<SavedVehicle & PlateWarning> {
  const { db } = deps;
  const {
    vehicleid,
    payment,
    enddate: requestedEnd,
    terms,
    version,
    guest_override_note,
    ...typed
  } = input;
  const guestOverride = checkOverrideNote(auth.role, guest_override_note);
  const vehicle = await vehicleInScope(db, auth, vehicleid);
  // An absent checkout keeps the current one: a plain field edit.
  const enddate: Dstr = requestedEnd || vehicle.enddate;
  const carownertype = carOwnerTypeFor(auth, typed.carownertype, vehicle);
  const today = todayIn(community.timezone);
  const newCheckout = enddate !== vehicle.enddate && !isSentinel(enddate) ? enddate : undefined;
  const fields = checkVehicleForm(
    { ...typed, carownertype },
    {
      role: auth.role,
      today,
      spotTypes: await communitySpotTypes(db, community.hoaid),
      enddate: newCheckout,
      terms,
    },
  );
  const payer = { role: auth.role, payment, actor: actorOf(auth) };
  const plateCheck: PlateCheck = { done: false };
  const saved = await saveWithPayment(deps, payer, async (tx, confirming) => {
    const owner = await lockOwnerRow(tx, vehicle.ownerid);
    const current = await findVehicle(tx, community.hoaid, vehicle.id);
    if (!owner || !current || current.status_flag === SOFT_DELETED) {
      throw notFound(VEHICLE_NOT_FOUND);
    }
    // docs/adr/0020: a write made on another version than the one read is refused; the confirm
    // pass of a paid change must find the version it was planned on.
    const readVersion = confirming ? confirming.version : version;
    if (readVersion !== undefined && readVersion !== null && readVersion !== current.version) {
      throw vehicleChanged();
    }
    requireAcceptedRules(auth.role, owner);
    const replay = confirming
      ? null
      : await replayPaidVehicle(tx, payment, (paid) => paid.id === current.id);
    if (replay) return replay;
    const plate = { ownerid: owner.id, hoaid: community.hoaid, unitnumber: current.unitnumber };
    plateCheck.warning = await checkPlateForSave(
      tx,
      { ...plate, plate: fields.plate },
      today,
      current.id,
    );
    plateCheck.done = true;
    await followPlate(tx, current, fields.plate, today);
    const context = {
      community,
      owner,
      role: auth.role,
      today,
      payment,
      confirming,
      carownertype,
      guestOverride,
    };
    const plan = await planCheckout(
      tx,
      context,
      current,
      enddate,
      fields.vehicle_type,
      fields.plate,
    );
    const confirmed = { ...fields, terms: 1, active_flag: 1 };
    if (!plan.quote) {
      const changed = await saveWithCheckout(tx, current, plan, confirmed, today, community);
      await recordAudit(tx, actorOf(auth), vehicleEntry('update', current, changed));
      await recordGuestOverride(tx, actorOf(auth), plan.guest, current);
      return changed;
    }
    return {
      version: current.version,
      due: {
        nights: plan.subject,
        quote: plan.quote,
        subject: {
          hoaid: community.hoaid,
          ownerid: owner.id,
          vehicleId: current.id,
          role: auth.role,
          vehicle_type: fields.vehicle_type,
          checkin: plan.checkin,
          checkout: enddate,
        },
        owner,
        carowner: current.carownertype === 'renter' ? 'renter' : 'owner',
        holdsSpot: plan.holdsSpot,
        vehicle: fields,
      },
      // The confirm pass planned this again on the current row, under the unit's lock.
      save: async (t, transactionId) => {
        const set = { ...confirmed, parking_transaction_id: transactionId };
        const changed = await saveWithCheckout(t, current, plan, set, today, community);
        await recordAudit(t, actorOf(auth), vehicleEntry('update', current, changed));
        await recordGuestOverride(t, actorOf(auth), plan.guest, current);
        return changed;
      },
    };
  });
  const arrived = isSentinel(vehicle.enddate) || vehicle.enddate < today;
  if (newCheckout && arrived && saved.enddate === newCheckout) await notifyOnsite(deps, saved);
  return withPlateWarning(deps, community, saved, plateCheck);
}
