// The audit walk's fixtures (audit-routes.test.ts): every registered /api route is a
// read (READ_ROUTES, with the reason it writes nothing) or a write with a fixture that makes a
// valid call and names the audit entry (kind, action, actor) it must leave.
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { HELP_TOPICS, type LoginResponse } from '@parking/shared/domain';
import { payments, towEntries, users, vehicles } from '../../src/db/schema';
import { cardPayment } from '../payments/sandbox-cards';
import { unsubscribeToken } from '../../src/services/notifications/unsubscribe';
import type { TestApp } from '../helpers/test-app';
import { bearer, linkIn, readOutbox } from '../helpers/requests';
import { caller, inDays, setCommunity, today, vehicleForm } from '../helpers/vehicle-fixtures';

/** Routes that change no data of the community, and why. */
export const READ_ROUTES: Record<string, string> = {
  'GET /api/health': 'health check',
  'GET /api/users/unsubscribe/:token': 'asks to confirm; the POST turns the kind off',
  'GET /api/parking/data_for_hoa/:hoaid': 'read',
  'GET /api/parking/hoa_data': 'read',
  'POST /api/parking/parking_spot_data': 'read',
  'POST /api/parking/get_unit_numbers': 'read',
  'POST /api/parking/get_parking_summary': 'read',
  'POST /api/parking/get_vehicles_for_owner': 'read',
  'GET /api/parking/get_vehicles_for_vehid/:vehicleid': 'read',
  'GET /api/parking/get_vehicle_change_history/:vehicleid': 'read',
  'POST /api/parking/get_active_vehicles': 'read',
  'POST /api/parking/get_active_count': 'read',
  'POST /api/parking/get_count_by_owner': 'read',
  'POST /api/parking/get_all_violations': 'read',
  'POST /api/parking/get_all_owners': 'read',
  'POST /api/parking/get_all_vehicles': 'read',
  'POST /api/parking/get_all_notifications': 'read',
  'POST /api/parking/get_car_usage_renter_warning': 'read',
  'GET /api/parking/csv_import/:jobid': 'read (the import itself is audited by its job)',
  'POST /api/parking/quote_stay': 'a price offer; the charge is audited when it is recorded',
  'POST /api/parking/get_payments': 'read',
  'GET /api/parking/payments_csv': 'read',
  'POST /api/parking/plate_lookup': 'an enforcement read; plate_lookups is its own trail',
  'POST /api/parking/get_recent_lookups': 'read',
  'POST /api/parking/get_invitations': 'read',
  'GET /api/parking/invitation/:token': 'read',
  'POST /api/parking/quote_invitation': 'a price offer; the charge is audited when it is recorded',
  'POST /api/parking/get_failed_jobs': 'read',
  'POST /api/parking/get_occupancy': 'read',
  'POST /api/parking/get_offenders': 'read',
  'POST /api/parking/get_audit_log': 'read',
  'POST /api/parking/get_tow_list': 'read',
  'GET /api/parking/guest_quota': 'read',
  'GET /api/parking/guest_quota_units': 'read',
  'GET /api/parking/violation_photo/:violationid/:position': 'read',
  'POST /api/parking/get_authorised_plates': 'read',
  'POST /api/users/logout': 'ends a session; no record changes',
  'GET /api/users/reset/:userid/:token': 'redirect only; the reset itself is changepassword',
  'POST /api/users/get_notification_preferences': 'read',
};

export interface Expected {
  kind: string;
  action: string;
  role: string;
  /** null: an anonymous caller; undefined: not checked. */
  userid?: string | null;
  username?: string;
  unitnumber?: string;
  plate?: string;
}

export interface Context {
  t: TestApp;
  admin: LoginResponse;
  owner: LoginResponse;
  owner2: LoginResponse;
  state: Record<string, string>;
}

export type Fixture = (
  ctx: Context,
) => Promise<{ response: LightMyRequestResponse; expected: Expected }>;

export const STRONG_PASSWORD = 'Gull-Harbour-Lantern-77';
export const post = (ctx: Context, url: string, payload: object, token?: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(token ? bearer(token) : {}), browserdate: today() },
  });
export const get = (ctx: Context, url: string, token?: string) =>
  ctx.t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

export function multipart(fields: Record<string, string>, csv: string) {
  const boundary = '----audittest';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="owners.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The write routes, each with a valid call and the entry it must write (run in this order). */
export const WRITE_FIXTURES: Record<string, Fixture> = {
  'POST /api/parking/insert_vehicle': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.owner.token).post(
      'insert_vehicle',
      vehicleForm({ plate: 'aud-001' }),
    );
    ctx.state.vehicleid = response.json<{ _id: string }>()._id;
    const expected = { kind: 'vehicle', action: 'create', role: 'owner', userid: ctx.owner.userid };
    return { response, expected: { ...expected, unitnumber: '101', plate: 'AUD001' } };
  },
  'POST /api/parking/modify_vehicle': async (ctx) => {
    const { startdate: _s, ...form } = vehicleForm({ plate: 'AUD001', make: 'Mazda' });
    const response = await caller(ctx.t.app, ctx.owner.token).post('modify_vehicle', {
      ...form,
      vehicleid: ctx.state.vehicleid,
    });
    const expected = { kind: 'vehicle', action: 'update', role: 'owner', userid: ctx.owner.userid };
    return { response, expected: { ...expected, plate: 'AUD001' } };
  },
  'GET /api/parking/change-vehicle-status-date/:vehicleid/:status/:enddate/:curdate': async (
    ctx,
  ) => {
    const path = `change-vehicle-status-date/${ctx.state.vehicleid}/1/${inDays(1)}/${today()}`;
    const response = await caller(ctx.t.app, ctx.admin.token).get(path);
    const expected = { kind: 'vehicle', action: 'status', role: 'admin', userid: ctx.admin.userid };
    return { response, expected: { ...expected, plate: 'AUD001' } };
  },
  'POST /api/parking/delete_vehicle_modify_status': async (ctx) => {
    // Offsite first (a status entry of its own), then deleted.
    const path = `change-vehicle-status-date/${ctx.state.vehicleid}/0/1970-01-01/${today()}`;
    await caller(ctx.t.app, ctx.admin.token).get(path);
    const response = await caller(ctx.t.app, ctx.owner.token).post('delete_vehicle_modify_status', {
      vehicleid: ctx.state.vehicleid,
      hoaid: 'demo',
    });
    const expected = { kind: 'vehicle', action: 'delete', role: 'owner', userid: ctx.owner.userid };
    return { response, expected: { ...expected, plate: 'AUD001' } };
  },
  'POST /api/parking/insert_violation': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.owner.token).post('insert_violation', {
      hoaid: 'demo',
      violation_plate: 'viol 7',
      violation_state: 'DE',
      violation_location: 'Lot B',
    });
    ctx.state.violationid = response.json<{ _id: string }>()._id;
    const expected = { kind: 'violation', action: 'create', role: 'owner', plate: 'VIOL7' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/parking/delete_violation': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.admin.token).post('delete_violation', {
      violationid: ctx.state.violationid,
    });
    const expected = { kind: 'violation', action: 'delete', role: 'admin', plate: 'VIOL7' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/updateowner': async (ctx) => {
    const [row] = await ctx.t.app.db.select().from(users).where(eq(users.id, ctx.owner2.userid));
    if (!row) throw new Error('owner2 missing');
    const response = await caller(ctx.t.app, ctx.admin.token).post('updateowner', {
      owner_id: row.id,
      owner_email: row.email,
      owner_name: row.name,
      owner_fname: row.first_name,
      owner_lname: row.last_name,
      owner_phone: '302-555-0442',
      owner_pincode: row.pincode || '5678',
      parking_allowed: row.parking_allowed,
      parking_allowed_renter: row.parking_allowed_renter,
      owner_free_parking: row.owner_free_parking,
      renter_free_parking: row.renter_free_parking,
      status_flag: row.status_flag,
      hoaid: 'demo',
    });
    const expected = { kind: 'owner', action: 'update', role: 'admin', unitnumber: '102' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/updatehoa': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.admin.token).post('updatehoa', {
      hoaid: 'demo',
      parking_allowed_unit: 3,
      parking_allowed_renter: 2,
      parking_allowed_hoa: 999,
      renter_free_parking_spots: 1,
      owner_free_parking_spots: 1,
      season_adjust_unit: 0,
      season_adjust_renter: 1,
      season_parking_fee_factor: 1.5,
      use_availability_factor: true,
      use_warning_status: 1,
      availability_warning_buffer: 4,
      parking_information_url: 'https://example.org/parking',
    });
    const expected = { kind: 'settings', action: 'update', role: 'admin' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/update_contact_info': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.admin.token).post('update_contact_info', {
      hoaid: 'demo',
      contact_information: [
        {
          contact_id: 'audit-office',
          phone_description: 'Office',
          phone_number: '302-555-0100',
          email: '',
          sort_order: 1,
          display_category: 'All',
        },
      ],
    });
    const expected = { kind: 'contacts', action: 'update', role: 'admin' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/updatehoahelp': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.admin.token).post('updatehoahelp', {
      hoaid: 'demo',
      which: HELP_TOPICS[0],
      helpdata: '<p>Audited help</p>',
    });
    const expected = { kind: 'help', action: 'update', role: 'admin' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/insert_notification': async (ctx) => {
    const response = await post(ctx, '/api/parking/insert_notification', {
      hoaid: 'demo',
      notify_name: 'Visitor',
      notify_description: 'The gate is stuck',
      notify_date: today(),
      notify_time: '10:00:00',
    });
    ctx.state.notificationid = response.json<{ _id: string }>()._id;
    return {
      response,
      expected: { kind: 'feedback', action: 'create', role: 'guest', userid: null },
    };
  },
  'POST /api/parking/delete_notification': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.admin.token).post('delete_notification', {
      notificationid: ctx.state.notificationid,
    });
    const expected = { kind: 'feedback', action: 'delete', role: 'admin' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/adjust_dates': async (ctx) => {
    await setCommunity(ctx.t.app, 'demo', { use_demo_mode: true });
    // One vehicle onsite today, so there is something to move.
    await ctx.t.app.db
      .update(vehicles)
      .set({ enddate: inDays(2) })
      .where(and(eq(vehicles.hoaid, 'demo'), eq(vehicles.plate, (await anyPlate(ctx)) ?? '')));
    const response = await caller(ctx.t.app, ctx.admin.token).post('adjust_dates', { numdays: 1 });
    const expected = { kind: 'vehicle', action: 'checkout', role: 'admin' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/soft_delete_vehicles': async (ctx) => {
    const plate = (await anyPlate(ctx)) ?? '';
    await ctx.t.app.db
      .update(vehicles)
      .set({ startdate: inDays(-6), enddate: inDays(-5) })
      .where(and(eq(vehicles.hoaid, 'demo'), eq(vehicles.plate, plate)));
    ctx.state.softDeleted = plate;
    const response = await caller(ctx.t.app, ctx.admin.token).post('soft_delete_vehicles', {
      enddate: today(),
    });
    const expected = { kind: 'vehicle', action: 'delete', role: 'admin', plate };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/hard_delete_vehicles': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.admin.token).post('hard_delete_vehicles', {});
    const expected = { kind: 'vehicle', action: 'purge', role: 'admin' };
    return {
      response,
      expected: { ...expected, userid: ctx.admin.userid, plate: ctx.state.softDeleted ?? '' },
    };
  },
  'POST /api/parking/uploadcsv': async (ctx) => {
    const csv = [
      'first_name,last_name,email,phone,unitnumber,pincode,password,parking_allowed',
      'Cass,Importer,cass.importer@example.org,302-555-0123,CSV-1,4242,,',
    ].join('\n');
    const body = multipart({ id: 'admin', name: 'owners.csv', hoaid: 'demo' }, csv);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/parking/uploadcsv',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(ctx.admin.token) },
    });
    const expected = { kind: 'owner', action: 'create', role: 'admin', unitnumber: 'CSV-1' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/create_invitation': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.owner.token).post('create_invitation', {
      nights: 1,
      valid_until: inDays(3),
      guest_name: 'Gail',
    });
    ctx.state.invitationid = response.json<{ invitation_id: string }>().invitation_id;
    const expected = { kind: 'invitation', action: 'create', role: 'owner', unitnumber: '101' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/parking/revoke_invitation': async (ctx) => {
    const response = await caller(ctx.t.app, ctx.owner.token).post('revoke_invitation', {
      invitation_id: ctx.state.invitationid,
    });
    const expected = { kind: 'invitation', action: 'revoke', role: 'owner' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/parking/accept_invitation': async (ctx) => {
    const created = await caller(ctx.t.app, ctx.owner.token).post('create_invitation', {
      nights: 1,
      valid_until: inDays(3),
    });
    const { token } = created.json<{ token: string }>();
    const response = await post(ctx, '/api/parking/accept_invitation', {
      token,
      vehicle_type: 'CAR',
      carowner_fname: 'Gina',
      carowner_lname: 'Guest',
      carownerphone: '302-555-0199',
      make: 'Kia',
      model: 'Soul',
      year: '2021',
      plate: 'gst-aud',
      plate_state: 'de',
      enddate: inDays(1),
      terms: 1,
    });
    const expected = { kind: 'invitation', action: 'accept', role: 'guest', userid: null };
    return { response, expected: { ...expected, plate: 'GSTAUD', unitnumber: '101' } };
  },
  'POST /api/users/login': async (ctx) => {
    const response = await post(ctx, '/api/users/login', {
      email: 'owner@demo.test',
      password: 'not-the-password',
      hoaid: 'demo',
    });
    const expected = { kind: 'signin', action: 'failure', role: 'owner' };
    return {
      response,
      expected: { ...expected, userid: ctx.owner.userid, username: 'owner@demo.test' },
    };
  },
  'POST /api/users/loginrenter': async (ctx) => {
    const response = await post(ctx, '/api/users/loginrenter', {
      unitnumber: '101',
      pincode: '0000',
      hoaid: 'demo',
    });
    const expected = { kind: 'signin', action: 'failure', role: 'renter', unitnumber: '101' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/users/register': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/register',
      {
        first_name: 'Reg',
        last_name: 'Owner',
        phone: '302-555-0150',
        email: 'reg.owner@example.org',
        unitnumber: 'R-1',
        pincode: '7373',
        password: STRONG_PASSWORD,
        password2: STRONG_PASSWORD,
        hoaid: 'demo',
      },
      ctx.admin.token,
    );
    ctx.state.registered = response.json<{ userid: string }>().userid;
    const expected = { kind: 'owner', action: 'create', role: 'admin', unitnumber: 'R-1' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/users/register_patrol': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/register_patrol',
      {
        first_name: 'Pat',
        last_name: 'Rol',
        email: 'patrol.audit@example.org',
        password: STRONG_PASSWORD,
        password2: STRONG_PASSWORD,
        hoaid: 'demo',
      },
      ctx.admin.token,
    );
    const expected = { kind: 'account', action: 'create', role: 'admin' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/users/resendverification': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/resendverification',
      { userid: ctx.state.registered },
      ctx.admin.token,
    );
    const expected = { kind: 'account', action: 'update', role: 'admin', unitnumber: 'R-1' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'GET /api/users/verify/:userid/:token': async (ctx) => {
    // Mails go out through the queue: wait for the resent one (the second).
    let mails = readOutbox(ctx.t.config.mailOutbox).filter((m) => m.to === 'reg.owner@example.org');
    for (let tries = 0; mails.length < 2 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = readOutbox(ctx.t.config.mailOutbox).filter((m) => m.to === 'reg.owner@example.org');
    }
    const mail = mails.at(-1);
    if (!mail) throw new Error('no verification mail');
    const response = await get(ctx, linkIn(mail, '/api/users/verify/'));
    const expected = { kind: 'account', action: 'update', role: 'owner', unitnumber: 'R-1' };
    return { response, expected: { ...expected, userid: ctx.state.registered } };
  },
  'POST /api/users/forgot_password': async (ctx) => {
    const response = await post(ctx, '/api/users/forgot_password', {
      email: 'owner2@demo.test',
      hoaid: 'demo',
    });
    const expected = { kind: 'account', action: 'update', role: 'guest', userid: null };
    return { response, expected: { ...expected, username: 'owner2@demo.test' } };
  },
  'POST /api/users/changepassword': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/changepassword',
      { userid: ctx.owner2.userid, password: STRONG_PASSWORD, password2: STRONG_PASSWORD },
      ctx.admin.token,
    );
    const expected = { kind: 'account', action: 'update', role: 'admin', unitnumber: '102' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/users/changepin': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/changepin',
      { userid: ctx.owner.userid, pincode: '8642' },
      ctx.owner.token,
    );
    const expected = { kind: 'owner', action: 'update', role: 'owner', unitnumber: '101' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/users/changename': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/changename',
      { userid: ctx.owner.userid, fname: 'Olive', lname: 'Owner', phone: '302-555-0161' },
      ctx.owner.token,
    );
    const expected = { kind: 'owner', action: 'update', role: 'owner' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/users/changeavailability': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/changeavailability',
      { userid: ctx.owner.userid, status_flag: 0 },
      ctx.owner.token,
    );
    const expected = { kind: 'owner', action: 'update', role: 'owner' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/users/set_notification_preferences': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/set_notification_preferences',
      { reminder: false },
      ctx.owner.token,
    );
    const expected = { kind: 'notification', action: 'update', role: 'owner' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/users/unsubscribe/:token': async (ctx) => {
    const token = unsubscribeToken(ctx.t.config.jwtSecret, ctx.owner.userid, 'onsite');
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/users/unsubscribe/${token}`,
      headers: { accept: 'application/json' },
    });
    const expected = { kind: 'notification', action: 'update', role: 'owner' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/users/changeadminname': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/changeadminname',
      { userid: ctx.admin.userid, which: 'admin', name: 'Ada Admin', phone: '302-555-0101' },
      ctx.admin.token,
    );
    const expected = { kind: 'account', action: 'update', role: 'admin' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/users/changerulesandregs': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/changerulesandregs',
      { userid: ctx.owner.userid, terms: 0, termsaccepted: false },
      ctx.owner.token,
    );
    const expected = { kind: 'owner', action: 'update', role: 'owner' };
    return { response, expected: { ...expected, userid: ctx.owner.userid } };
  },
  'POST /api/users/deleteowner': async (ctx) => {
    const response = await post(
      ctx,
      '/api/users/deleteowner',
      { userid: ctx.state.registered },
      ctx.admin.token,
    );
    const expected = { kind: 'owner', action: 'delete', role: 'admin', unitnumber: 'R-1' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/refund_payment': async (ctx) => {
    // A charge the sandbox knows, kept as a succeeded payment, refunded in part (docs/adr/0020).
    const gateway = ctx.t.app.paymentGateway;
    const card = cardPayment();
    const charged = await gateway.charge({
      hoaid: 'demo',
      unitnumber: '101',
      amount_cents: 1000,
      reference: 'audit walk',
      memo: 'AUDIT1',
      payment: card,
    });
    if (charged.status !== 'succeeded') throw new Error('the sandbox declined the audit charge');
    const [payment] = await ctx.t.app.db
      .insert(payments)
      .values({
        hoaid: 'demo',
        unitnumber: '101',
        plate: 'AUDIT1',
        vehicle_type: 'CAR',
        payer_role: 'owner',
        amount_cents: 1000,
        nights: 1,
        covered_nights: [today()],
        startdate: today(),
        enddate: inDays(1),
        provider: gateway.provider,
        transaction_id: charged.transaction_id,
        idempotency_key: card.idempotency_key,
        status: 'succeeded',
      })
      .returning();
    const response = await caller(ctx.t.app, ctx.admin.token).post('refund_payment', {
      payment_id: payment?.id,
      amount: 4,
      reason: 'Audit walk',
    });
    const expected = { kind: 'payment', action: 'refund', role: 'admin', plate: 'AUDIT1' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/clear_tow': async (ctx) => {
    // An open entry as the tow rule leaves it (docs/adr/0027), cleared with a note.
    const [entry] = await ctx.t.app.db
      .insert(towEntries)
      .values({ hoaid: 'demo', plate: 'TOW1', window_start: today(), violation_count: 3 })
      .returning();
    const response = await caller(ctx.t.app, ctx.admin.token).post('clear_tow', {
      tow_id: entry?.id,
      note: 'Moved by the owner',
    });
    const expected = { kind: 'tow', action: 'clear', role: 'admin', plate: 'TOW1' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
  'POST /api/parking/add_violation_photo': async (ctx) => {
    const violation = await caller(ctx.t.app, ctx.admin.token).post('insert_violation', {
      hoaid: 'demo',
      violation_plate: 'PHOTO1',
      violation_state: 'DE',
      violation_location: 'Lot C',
    });
    // The smallest JPEG structure the content check accepts (docs/adr/0027).
    const jpeg = Buffer.from(
      'ffd8ffdb0004aaaaffc0000b080001000101011100ffc400040000ffda0008010100003f00aaffd9',
      'hex',
    );
    const boundary = 'audit-photo';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="violationid"\r\n\r\n${violation.json<{ _id: string }>()._id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/parking/add_violation_photo',
      payload,
      headers: {
        ...bearer(ctx.admin.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const expected = { kind: 'violation', action: 'update', role: 'admin', plate: 'PHOTO1' };
    return { response, expected: { ...expected, userid: ctx.admin.userid } };
  },
};

export async function anyPlate(ctx: Context): Promise<string | undefined> {
  const [row] = await ctx.t.app.db
    .select({ plate: vehicles.plate })
    .from(vehicles)
    .where(and(eq(vehicles.hoaid, 'demo'), sql`${vehicles.status_flag} <> 9`))
    .orderBy(vehicles.plate)
    .limit(1);
  return row?.plate;
}
