// Registering a vehicle (spec §2 Register Vehicle form, §4, §7 insert_vehicle), and what a
// modify shares with it (services/vehicle-modify.ts). Owners register any type of car owner but
// renters; renters register renter vehicles of their unit.
import { randomUUID } from 'node:crypto';
import {
  NO_DATE,
  isSentinel,
  nightClassOf,
  stayNights,
  type CarOwnerType,
  type Dstr,
  type CheckedInsertVehicleRequest,
  type PlateWarning,
  type SavedVehicle,
  type Vehicle,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { communitySpotTypes, type CommunityRow } from '../db/queries/communities';
import { lockOwnerRow } from '../db/queries/vehicle-counts';
import {
  changeWrite,
  insertVehicleRow,
  toVehicle,
  type VehicleRow,
} from '../db/queries/vehicle-records';
import type { AuthContext } from '../domain/auth-context';
import { todayIn } from '../util/dates';
import { badRequest, notFound } from '../util/http-error';
import { plateKeyOf } from '../db/queries/stay-nights';
import { applyNights } from './night-ledger';
import { checkOverrideNote, guestNightsOf, guestOverrideEntry } from './guest-quotas';
import { OWNER_NOT_FOUND } from './vehicle-access';
import { RENTER_TYPE_FOR_RENTERS, checkVehicleForm, requireAcceptedRules } from './vehicle-form';
import { applyUnitWarnings, recomputeUnitWarnings, type ChangedFlags } from './unit-warnings';
import { admitOnsite } from './vehicle-limits';
import { saveWithPayment, type PaymentDeps } from './payment-flow';
import { replayPaidVehicle } from './payment-replay';
import { checkPlateForSave, plateWarningFor } from './plate-lookup';
import { notificationWrite, notifyAfterCommit, onsiteNotice } from './notifications/events';
import { actorOf, auditWrite, vehicleEntry, type Actor } from './audit';
import { writeTogether, writeTogetherThenRead } from '../db/queries/together';
import { unitCarsInArrivalOrder, type UnitCarFlag } from '../db/queries/unit-warnings';

/** The database, the card provider and the receipt mail (services/payment-flow.ts). */
export type VehicleDeps = PaymentDeps;

export type InsertVehicleInput = Omit<CheckedInsertVehicleRequest, 'hoaid' | 'startdate' | 'dstr'>;

/** Renters always save renter vehicles; others never turn a vehicle into a renter's. */
export function carOwnerTypeFor(
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

/**
 * A plate onsite for another unit comes back as a warning beside the saved vehicle. The save's
 * plate check found it already (`checked`); a replayed save did not check and reads it now.
 */
export async function withPlateWarning(
  deps: VehicleDeps,
  community: CommunityRow,
  vehicle: SavedVehicle,
  checked: PlateCheck,
): Promise<SavedVehicle & PlateWarning> {
  const warning = checked.done
    ? checked.warning
    : await plateWarningFor(deps.db, community, { ...vehicle, id: vehicle._id });
  return warning ? { ...vehicle, plate_warning: warning } : vehicle;
}

/** The plate rules' answer of a save's last pass (not done: the save was a replay). */
export interface PlateCheck {
  done: boolean;
  warning?: string;
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
  const plateCheck: PlateCheck = { done: false };
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
    const plate = { ownerid: owner.id, hoaid: community.hoaid, unitnumber: owner.unitnumber };
    plateCheck.warning = await checkPlateForSave(tx, { ...plate, plate: fields.plate }, today);
    plateCheck.done = true;
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
      const audit = auditWrite(actor, [
        vehicleEntry('create', null, row),
        guestOverrideEntry(admission.guest, row),
      ]);
      if (!onsite) {
        await writeTogether(t, [audit]);
        return toVehicle(row, []);
      }
      // A guest stay's nights are a delete and an insert of one table: statements of their own.
      // Without nights the delete goes with the other records.
      const guestNights = guestNightsOf(t, community, row, today);
      if (guestNights.fill) {
        await writeTogether(t, [guestNights.clear]);
        await guestNights.fill;
      }
      await applyNights(t, subject, row.id, admission.plan);
      const entry = { startdate: today, enddate, change_date: today };
      // The owner's onsite notice is kept with the car, in its transaction (docs/adr/0022).
      const notice = onsiteNotice(row);
      const records = [
        audit,
        changeWrite({ ...entry, vehicle_id: row.id, hoaid: row.hoaid }),
        notificationWrite(notice.event, notice.key),
        guestNights.fill ? null : guestNights.clear,
      ];
      // In the transaction that locked the owner its row is current: the unit's cars (the new
      // one included) are read with the records, and its warnings follow from them. A paid
      // save's confirming transaction reads owner and community again.
      let flags: ChangedFlags;
      if (transactionId === null) {
        const cars = await writeTogetherThenRead<UnitCarFlag>(
          t,
          records,
          unitCarsInArrivalOrder(owner.id),
        );
        flags = await applyUnitWarnings(t, community, owner, today, cars);
      } else {
        await writeTogether(t, records);
        flags = await recomputeUnitWarnings(t, owner.id, today);
      }
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
  return withPlateWarning(deps, community, saved, plateCheck);
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
