// The wire contract's calls of vehicles and payments (schemas/vehicles.ts, schemas/payments.ts).
import type { TestApp } from '../../helpers/test-app';
import { login } from '../../helpers/requests';
import {
  caller,
  inDays,
  modifyBodyOf,
  setVehicle,
  today,
  vehicleByPlate,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';
import { quotedPayment } from '../../payments/sandbox-cards';
import { ownerToken, type Call } from './contract';

/** A new offsite vehicle of unit 101, saved by its owner. */
async function newVehicle(t: TestApp, plate: string): Promise<string> {
  const saved = await caller(t.app, await ownerToken(t)).post(
    'insert_vehicle',
    vehicleForm({ plate }),
  );
  return saved.json<{ _id: string }>()._id;
}

/**
 * demo2's owners pay by card beyond one free onsite car (seed): PIN101A holds the free spot and
 * PIN101B is parked for two paid nights. Returns demo2's admin, who sees the payment.
 */
async function paidStay(t: TestApp) {
  const owner = caller(t.app, (await login(t.app, 'owner@demo2.test', 'demo2')).token);
  await setVehicle(t.app, 'PIN101A', { enddate: inDays(30) }, 'demo2');
  const row = await vehicleByPlate(t.app, 'PIN101B', 'demo2');
  const { payment } = await quotedPayment(owner, { vehicleid: row.id, enddate: inDays(2) });
  const paid = await owner.post('modify_vehicle', { ...modifyBodyOf(row, inDays(2)), payment });
  if (paid.statusCode !== 200) throw new Error(`paid stay failed: ${paid.body}`);
  return caller(t.app, (await login(t.app, 'admin@demo2.test', 'demo2')).token);
}

const VEHICLE_CALLS: Call[] = [
  {
    route: 'POST /api/parking/get_vehicles_for_owner',
    status: 200,
    run: async (t, token) => {
      const owner = await login(t.app, 'owner@demo.test');
      const body = { ownerid: owner.userid, carownertype: 'all', hoaid: 'demo', dstr: today() };
      return caller(t.app, token).post('get_vehicles_for_owner', body);
    },
  },
  {
    route: 'POST /api/parking/insert_vehicle',
    status: 201,
    run: async (t) =>
      caller(t.app, await ownerToken(t)).post('insert_vehicle', vehicleForm({ plate: 'WIRE01' })),
  },
  {
    route: 'POST /api/parking/modify_vehicle',
    status: 200,
    run: async (t, token) => {
      const row = await vehicleByPlate(t.app, 'DEM101A');
      const body = { ...modifyBodyOf(row, row.enddate), version: row.version };
      return caller(t.app, token).post('modify_vehicle', body);
    },
  },
  {
    route: 'POST /api/parking/delete_vehicle_modify_status',
    status: 200,
    run: async (t, token) => {
      const vehicleid = await newVehicle(t, 'WIRE02');
      const body = { vehicleid, hoaid: 'demo', unitnumber: '101' };
      return caller(t.app, token).post('delete_vehicle_modify_status', body);
    },
  },
  {
    route: 'GET /api/parking/get_vehicles_for_vehid/:vehicleid',
    status: 200,
    run: async (t, token) =>
      caller(t.app, token).get(
        `get_vehicles_for_vehid/${(await vehicleByPlate(t.app, 'DEM101A')).id}`,
      ),
  },
  {
    route: 'GET /api/parking/get_vehicle_change_history/:vehicleid',
    status: 200,
    run: async (t, token) => {
      const { id } = await vehicleByPlate(t.app, 'DEM101A');
      return caller(t.app, token).get(`get_vehicle_change_history/${id}`);
    },
  },
  {
    route: 'GET /api/parking/change-vehicle-status-date/:vehicleid/:status/:enddate/:curdate',
    status: 200,
    run: async (t, token) => {
      const vehicleid = await newVehicle(t, 'WIRE03');
      const url = `change-vehicle-status-date/${vehicleid}/0/1970-01-01/${today()}`;
      return caller(t.app, token).get(url);
    },
  },
  {
    route: 'POST /api/parking/get_active_vehicles',
    status: 200,
    run: (t, token) =>
      caller(t.app, token).post('get_active_vehicles', { hoaid: 'demo', dstr: today() }),
  },
  {
    route: 'POST /api/parking/get_all_vehicles',
    status: 200,
    run: (t, token) => caller(t.app, token).post('get_all_vehicles', { hoaid: 'demo' }),
  },
];

const PAYMENT_CALLS: Call[] = [
  {
    route: 'POST /api/parking/quote_stay',
    status: 200,
    run: async (t) => {
      const { id } = await vehicleByPlate(t.app, 'DEM101B');
      const body = { vehicleid: id, vehicle_type: 'CAR', enddate: inDays(2) };
      return caller(t.app, await ownerToken(t)).post('quote_stay', body);
    },
  },
  {
    route: 'POST /api/parking/get_payments',
    status: 200,
    run: async (t) => (await paidStay(t)).post('get_payments', { hoaid: 'demo2' }),
  },
  {
    route: 'POST /api/parking/refund_payment',
    status: 200,
    run: async (t) => {
      const admin = await paidStay(t);
      const list = await admin.post('get_payments', { hoaid: 'demo2' });
      const [latest] = list.json<{ payments: { payment_id: string }[] }>().payments;
      const refund = { payment_id: latest?.payment_id, amount: 5, reason: 'Left a night early' };
      return admin.post('refund_payment', refund);
    },
  },
];

export const CALLS: Call[] = [...VEHICLE_CALLS, ...PAYMENT_CALLS];
