// Registering and modifying vehicles (spec §2 Register/Modify Vehicle form, §4, §7
// insert_vehicle and modify_vehicle). Owners register any type of car owner but renters;
// renters register renter vehicles of their unit; admins modify any vehicle of the community.
import { randomUUID } from 'node:crypto';
import {
  NO_DATE,
  PAYMENT_MESSAGES,
  isSentinel,
  nightClassOf,
  stayNights,
  type CarOwnerType,
  type Dstr,
  type CheckedInsertVehicleRequest,
  type CheckedModifyVehicleRequest,
  type PlateWarning,
  type SavedVehicle,
  type Vehicle,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { communitySpotTypes, type CommunityRow } from '../db/queries/communities';
import { lockOwnerRow } from '../db/queries/vehicle-counts';
import {
  SOFT_DELETED,
  changeWrite,
  findVehicle,
  insertVehicleRow,
  toVehicle,
  type VehicleRow,
} from '../db/queries/vehicle-records';
import type { AuthContext } from '../domain/auth-context';
import { todayIn } from '../util/dates';
import { HttpError, badRequest, conflict, notFound } from '../util/http-error';
import { isUniqueViolation } from '../util/ids';
import { movePlateNights, plateKeyOf } from '../db/queries/stay-nights';
import { applyNights } from './night-ledger';
import {
  checkOverrideNote,
  guestOverrideEntry,
  recordGuestNights,
  recordGuestOverride,
} from './guest-quotas';
import { moveGuestNights } from '../db/queries/guest-nights';
import { OWNER_NOT_FOUND, VEHICLE_NOT_FOUND, vehicleInScope } from './vehicle-access';
import { planCheckout, saveWithCheckout } from './vehicle-checkout';
import { RENTER_TYPE_FOR_RENTERS, checkVehicleForm, requireAcceptedRules } from './vehicle-form';
import { recomputeUnitWarnings, recomputeWarnings } from './unit-warnings';
import { admitOnsite } from './vehicle-limits';
import { saveWithPayment, type PaymentDeps } from './payment-flow';
import { replayPaidVehicle } from './payment-replay';
import { plateWarningFor, refuseDuplicateInUnit } from './plate-lookup';
import { notificationWrite, notifyAfterCommit, onsiteNotice } from './notifications/events';
import { actorOf, auditWrite, recordAudit, vehicleEntry, type Actor } from './audit';
import { writeTogether } from '../db/queries/together';

/** The database, the card provider and the receipt mail (services/payment-flow.ts). */
export type VehicleDeps = PaymentDeps;

export type InsertVehicleInput = Omit<CheckedInsertVehicleRequest, 'hoaid' | 'startdate' | 'dstr'>;
export type ModifyVehicleInput = Omit<CheckedModifyVehicleRequest, 'dstr'>;

/** Renters always save renter vehicles; others never turn a vehicle into a renter's. */
function carOwnerTypeFor(
  auth: AuthContext,
  requested: CarOwnerType,
  existing?: VehicleRow,
): CarOwnerType {
  if (auth.role === 'renter' || existing?.carownertype === 'renter') return 'renter';
  if (requested === 'renter') {
    throw badRequest(RENTER_TYPE_FOR_RENTERS, { carownertype: RENTER_TYPE_FOR_RENTERS });
  }
  return requested;
}

/** A plate onsite for another unit comes back as a warning beside the saved vehicle. */
async function withPlateWarning(
  deps: VehicleDeps,
  community: CommunityRow,
  vehicle: SavedVehicle,
): Promise<SavedVehicle & PlateWarning> {
  const warning = await plateWarningFor(deps.db, community, { ...vehicle, id: vehicle._id });
  return warning ? { ...vehicle, plate_warning: warning } : vehicle;
}

/** spec §4: a new vehicle is offsite (1970-01-01) unless a checkout date makes it onsite. */
export async function insertVehicle(
  deps: VehicleDeps,
  auth: AuthContext,
  community: CommunityRow,
  input: InsertVehicleInput,
  /** Who the audit log names (a guest with an invitation saves as the unit owner). */
  actor: Actor = actorOf(auth),
): Promise<SavedVehicle & PlateWarning> {
  const { db } = deps;
  const { payment, enddate: requestedEnd, terms, guest_override_note, ...typed } = input;
  const guestOverride = checkOverrideNote(auth.role, guest_override_note);
  const carownertype = carOwnerTypeFor(auth, typed.carownertype);
  const today = todayIn(community.timezone);
  const enddate: Dstr = requestedEnd || NO_DATE;
  const onsite = !isSentinel(enddate);
  const fields = checkVehicleForm(
    { ...typed, carownertype },
    {
      role: auth.role,
      today,
      spotTypes: await communitySpotTypes(db, community.hoaid),
      enddate,
      terms,
    },
  );
  const carowner = carownertype === 'renter' ? ('renter' as const) : ('owner' as const);
  const payer = { role: auth.role, payment, actor };
  // The id is chosen once: both passes of a paid save (reserve, confirm) key the same nights.
  const vehicleId = randomUUID();
  const saved = await saveWithPayment(deps, payer, async (tx, confirming) => {
    const owner = await lockOwnerRow(tx, auth.userId);
    if (!owner || owner.hoaid !== community.hoaid) throw notFound(OWNER_NOT_FOUND);
    requireAcceptedRules(auth.role, owner);
    // A retried or double-clicked save repeats the idempotency key: the first save is the answer.
    const replay = confirming
      ? null
      : await replayPaidVehicle(
          tx,
          payment,
          (paid) =>
            paid.ownerid === owner.id && paid.plate === fields.plate && paid.enddate === enddate,
        );
    if (replay) return replay;
    await refuseDuplicateInUnit(tx, owner.id, fields.plate);
    const subject = {
      hoaid: community.hoaid,
      unitnumber: owner.unitnumber,
      plate_key: plateKeyOf(fields.plate, vehicleId),
      night_class: nightClassOf(carownertype),
    };
    const admission = onsite
      ? await admitOnsite(tx, {
          community,
          owner,
          role: auth.role,
          carowner,
          vehicle_type: fields.vehicle_type,
          today,
          stay: stayNights(today, enddate),
          enforceLimits: true,
          subject,
          checkout: enddate,
          confirmingHold: confirming?.hold,
          carownertype,
          guestOverride,
        })
      : { status_flag: 1 as const, quote: null, plan: null, guest: null };
    const save = async (t: Executor, transactionId: string | null) => {
      const row = await insertVehicleRow(t, {
        ...fields,
        id: vehicleId,
        hoaid: community.hoaid,
        ownerid: owner.id,
        unitnumber: owner.unitnumber,
        startdate: today,
        enddate,
        status_flag: admission.status_flag ?? 1,
        // spec §4: new vehicles are saved with active_flag 0; a payment sets it to 1.
        active_flag: transactionId ? 1 : 0,
        terms: 1,
        number_of_changes: onsite ? 1 : 0,
        parking_transaction_id: transactionId,
      });
      // The audit entries, the change history and the onsite notice read nothing the others
      // write: they go as one statement (docs/adr/0040).
      const audit = auditWrite(t, actor, [
        vehicleEntry('create', null, row),
        guestOverrideEntry(admission.guest, row),
      ]);
      if (!onsite) {
        await writeTogether(t, [audit]);
        return toVehicle(row, []);
      }
      await recordGuestNights(t, community, row, today);
      await applyNights(t, subject, row.id, admission.plan);
      const entry = { startdate: today, enddate, change_date: today };
      // The owner's onsite notice is kept with the car, in its transaction (docs/adr/0022).
      const notice = onsiteNotice(row);
      await writeTogether(t, [
        audit,
        changeWrite(t, { ...entry, vehicle_id: row.id, hoaid: row.hoaid }),
        notificationWrite(notice.event, notice.key),
      ]);
      // In the transaction that locked the owner its row is current: no need to read it again.
      const flags =
        transactionId === null
          ? await recomputeWarnings(t, community, owner, today)
          : await recomputeUnitWarnings(t, owner.id, today);
      // The recompute changes at most the new car's flag: the saved row is otherwise current.
      return toVehicle({ ...row, status_flag: flags.get(row.id) ?? row.status_flag }, [entry]);
    };
    if (!admission.quote) return save(tx, null);
    return {
      version: null,
      due: {
        nights: subject,
        quote: admission.quote,
        subject: {
          hoaid: community.hoaid,
          ownerid: owner.id,
          vehicleId: null,
          role: auth.role,
          vehicle_type: fields.vehicle_type,
          checkin: today,
          checkout: enddate,
        },
        owner,
        carowner,
        holdsSpot: true,
        vehicle: fields,
      },
      save,
    };
  });
  // The save (or the first save a replay answers with) added the notice to the outbox.
  if (onsite && !isSentinel(saved.enddate)) await notifyOnsite(deps, saved, { inOutbox: true });
  return withPlateWarning(deps, community, saved);
}

/** The owner hears that the vehicle is onsite, once per checkout date. */
export async function notifyOnsite(
  deps: VehicleDeps,
  vehicle: Vehicle,
  options?: { inOutbox?: boolean },
): Promise<void> {
  const { event, key } = onsiteNotice({ ...vehicle, id: vehicle._id });
  await notifyAfterCommit(deps.notify, event, deps.log, key, options);
}

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
    await refuseDuplicateInUnit(tx, owner.id, fields.plate, current.id);
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
  return withPlateWarning(deps, community, saved);
}
