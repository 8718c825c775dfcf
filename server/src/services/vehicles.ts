// Registering and modifying vehicles (spec §2 Register/Modify Vehicle form, §4, §7
// insert_vehicle and modify_vehicle). Owners register any type of car owner but renters;
// renters register renter vehicles of their unit; admins modify any vehicle of the community.
import {
  NO_DATE,
  isSentinel,
  nightsForStay,
  type CarOwnerType,
  type Dstr,
  type InsertVehicleRequest,
  type ModifyVehicleRequest,
  type Vehicle,
} from '@parking/shared/domain';
import type { Database } from '../db/client';
import { listSpotTypes, type CommunityRow } from '../db/queries/communities';
import { lockOwnerRow } from '../db/queries/vehicle-counts';
import {
  appendChange,
  findVehicle,
  insertVehicleRow,
  toVehicle,
  type VehicleRow,
} from '../db/queries/vehicle-records';
import type { AuthContext } from '../plugins/auth';
import { todayIn } from '../util/dates';
import { badRequest, notFound } from '../util/http-error';
import { OWNER_NOT_FOUND, VEHICLE_NOT_FOUND, vehicleInScope } from './vehicle-access';
import { planCheckout, saveWithCheckout } from './vehicle-checkout';
import { RENTER_TYPE_FOR_RENTERS, checkVehicleForm } from './vehicle-form';
import { admitOnsite } from './vehicle-limits';
import { recordPayment, type PaymentGateway } from './payment-gateway';
import { replayPaidVehicle } from './payment-replay';

export interface VehicleDeps {
  db: Database;
  gateway: PaymentGateway;
}

export type InsertVehicleInput = Omit<InsertVehicleRequest, 'hoaid' | 'startdate' | 'dstr'>;
export type ModifyVehicleInput = Omit<ModifyVehicleRequest, 'dstr'>;

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

/** spec §4: a new vehicle is offsite (1970-01-01) unless a checkout date makes it onsite. */
export async function insertVehicle(
  deps: VehicleDeps,
  auth: AuthContext,
  community: CommunityRow,
  input: InsertVehicleInput,
): Promise<Vehicle> {
  const { db } = deps;
  const { payment, enddate: requestedEnd, terms, ...typed } = input;
  const carownertype = carOwnerTypeFor(auth, typed.carownertype);
  const today = todayIn(community.timezone);
  const enddate: Dstr = requestedEnd || NO_DATE;
  const onsite = !isSentinel(enddate);
  const fields = checkVehicleForm(
    { ...typed, carownertype },
    { role: auth.role, today, spotTypes: await listSpotTypes(db, community.hoaid), enddate, terms },
  );
  return db.transaction(async (tx) => {
    const owner = await lockOwnerRow(tx, auth.userId);
    if (!owner || owner.hoaid !== community.hoaid) throw notFound(OWNER_NOT_FOUND);
    // A retried or double-clicked save repeats the idempotency key: the first save is the answer.
    const replay = await replayPaidVehicle(
      tx,
      payment,
      (paid) =>
        paid.ownerid === owner.id && paid.plate === fields.plate && paid.enddate === enddate,
    );
    if (replay) return replay;
    const admission = onsite
      ? await admitOnsite(tx, {
          community,
          owner,
          role: auth.role,
          carowner: carownertype === 'renter' ? 'renter' : 'owner',
          vehicle_type: fields.vehicle_type,
          vehicle: fields,
          today,
          startdate: today,
          enddate,
          nights: nightsForStay({ mode: 'create', newEnddate: enddate, today }),
          enforceLimits: true,
          payment,
          gateway: deps.gateway,
        })
      : { status_flag: 1 as const, charge: null };
    const row = await insertVehicleRow(tx, {
      ...fields,
      hoaid: community.hoaid,
      ownerid: owner.id,
      unitnumber: owner.unitnumber,
      startdate: today,
      enddate,
      status_flag: admission.status_flag ?? 1,
      // spec §4: new vehicles are saved with active_flag 0; a payment sets it to 1.
      active_flag: admission.charge ? 1 : 0,
      terms: 1,
      number_of_changes: onsite ? 1 : 0,
      parking_transaction_id: admission.charge?.transaction_id ?? null,
    });
    if (!onsite) return toVehicle(row, []);
    const entry = { startdate: today, enddate, change_date: today };
    await appendChange(tx, { ...entry, vehicle_id: row.id, hoaid: row.hoaid });
    if (admission.charge) await recordPayment(tx, admission.charge, row);
    return toVehicle(row, [entry]);
  });
}

/** spec §4: field edits, and a date change with its history; the submit confirms (active 1). */
export async function modifyVehicle(
  deps: VehicleDeps,
  auth: AuthContext,
  community: CommunityRow,
  input: ModifyVehicleInput,
): Promise<Vehicle> {
  const { db } = deps;
  const { vehicleid, payment, enddate: requestedEnd, terms, ...typed } = input;
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
      spotTypes: await listSpotTypes(db, community.hoaid),
      enddate: newCheckout,
      terms,
    },
  );
  return db.transaction(async (tx) => {
    const owner = await lockOwnerRow(tx, vehicle.ownerid);
    const current = await findVehicle(tx, community.hoaid, vehicle.id);
    if (!owner || !current) throw notFound(VEHICLE_NOT_FOUND);
    const replay = await replayPaidVehicle(tx, payment, (paid) => paid.id === current.id);
    if (replay) return replay;
    const context = { community, owner, role: auth.role, today, payment, gateway: deps.gateway };
    const plan = await planCheckout(tx, context, current, enddate, fields.vehicle_type);
    return saveWithCheckout(tx, current, plan, { ...fields, terms: 1, active_flag: 1 }, today);
  });
}
