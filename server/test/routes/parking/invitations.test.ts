// Guest invitations: owners create, list and revoke links; a guest opens one and
// registers a visitor vehicle without a login. PGlite by default, PostgreSQL with DATABASE_URL.
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type {
  CreateInvitationResponse,
  Invitation,
  InvitationView,
  Vehicle,
} from '@parking/shared/domain';
import { communities, invitations, vehicles } from '../../../src/db/schema';
import { hashInvitationToken } from '../../../src/db/queries/invitations';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { login, readOutbox } from '../../helpers/requests';
import {
  APP_START_MS,
  caller,
  inDays,
  onsiteCount,
  setCommunity,
  setOwner,
  today,
  vehicleByPlate,
  vehicleForm,
} from '../../helpers/vehicle-fixtures';

function guestForm(token: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    vehicle_type: 'CAR',
    carowner_fname: 'Gina',
    carowner_lname: 'Guest',
    carownerphone: '302-555-0199',
    make: 'Kia',
    model: 'Soul',
    year: '2021',
    plate: 'GST-001',
    plate_state: 'de',
    enddate: inDays(2),
    terms: 1,
    ...overrides,
  };
}

describe('Guest invitations', () => {
  let t: TestApp;
  let ownerToken: string;
  let owner2Token: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Room in the lot for every test below: only the unit's limits are under test.
    await setCommunity(t.app, 'demo', { parking_allowed_hoa: 1000, season_adjust_unit: 0 });
    ownerToken = (await login(t.app, 'owner@demo.test')).token;
    owner2Token = (await login(t.app, 'owner2@demo.test')).token;
    adminToken = (await login(t.app, 'admin@demo.test')).token;
    await setOwner(t.app, 'owner@demo.test', { has_read_terms: true, parking_allowed: 10 });
    await setOwner(t.app, 'owner2@demo.test', { has_read_terms: true });
  }, APP_START_MS);
  afterAll(() => t.close());

  const create = (token: string, payload: Record<string, unknown>) =>
    caller(t.app, token).post('create_invitation', {
      nights: 3,
      valid_until: inDays(7),
      ...payload,
    });
  const createOk = async (token: string, payload: Record<string, unknown> = {}) => {
    const response = await create(token, payload);
    expect(response.statusCode).toBe(201);
    return response.json<CreateInvitationResponse>();
  };
  const guest = caller; // no token: the public calls
  const accept = (form: object) => guest(t.app).post('accept_invitation', form);
  const view = (token: string) => guest(t.app).get(`invitation/${token}`);

  it('an owner creates a link with a random token; only its hash is stored', async () => {
    const created = await createOk(ownerToken, { guest_name: 'Gina' });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(created.url).toBe(`http://portal.test/invite/${created.token}`);
    expect(created.valid_until).toBe(inDays(7));
    const [row] = await t.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, created.invitation_id));
    expect(row).toMatchObject({
      token_hash: hashInvitationToken(created.token),
      unitnumber: '101',
    });
    expect(JSON.stringify(row)).not.toContain(created.token);
    const other = await createOk(ownerToken);
    expect(other.token).not.toBe(created.token);
  });

  it('refuses nights, dates and vehicle counts out of bounds with a clear 400', async () => {
    for (const nights of [0, 15, 2.5]) {
      const response = await create(ownerToken, { nights });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Nights allowed must be between 1 and 14');
    }
    for (const valid_until of [inDays(-1), inDays(61), 'soon']) {
      const response = await create(ownerToken, { valid_until });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Valid until must be a date/);
    }
    // The unit may have 10 onsite: more vehicles than that on one link is refused.
    const tooMany = await create(ownerToken, { max_vehicles: 11 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Max vehicles must be between 1 and 10');
    expect((await create(ownerToken, { valid_until: inDays(60) })).statusCode).toBe(201);
  });

  it('only owners create; readonly, admin, patrol-less and anonymous callers are refused', async () => {
    const readonly = await login(t.app, 'readonly@demo.test');
    expect((await create(readonly.token, {})).statusCode).toBe(403);
    expect((await create(adminToken, {})).statusCode).toBe(403);
    expect((await guest(t.app).post('create_invitation', { nights: 1 })).statusCode).toBe(401);
  });

  it('owners list their unit’s invitations, admins the community’s, another community none', async () => {
    const mine = await createOk(ownerToken, { guest_name: 'Listed' });
    const theirs = await createOk(owner2Token, { guest_name: 'Neighbour' });
    const ownList = (await caller(t.app, ownerToken).post('get_invitations', {})).json<
      Invitation[]
    >();
    expect(ownList.map((i) => i._id)).toContain(mine.invitation_id);
    expect(ownList.map((i) => i._id)).not.toContain(theirs.invitation_id);
    expect(ownList.find((i) => i._id === mine.invitation_id)).toMatchObject({
      guest_name: 'Listed',
      status: 'open',
      used_count: 0,
      max_vehicles: 1,
      unitnumber: '101',
      plates: [],
    });
    const adminList = (await caller(t.app, adminToken).post('get_invitations', {})).json<
      Invitation[]
    >();
    expect(adminList.map((i) => i._id)).toEqual(
      expect.arrayContaining([mine.invitation_id, theirs.invitation_id]),
    );
    const other = await login(t.app, 'admin@demo2.test', 'demo2');
    const otherList = await caller(t.app, other.token).post('get_invitations', {});
    expect(otherList.json()).toEqual([]);
    // Another unit's or community's invitation cannot be revoked (404, nothing changes).
    const foreign = await caller(t.app, owner2Token).post('revoke_invitation', {
      invitation_id: mine.invitation_id,
    });
    expect(foreign.statusCode).toBe(404);
    const otherAdmin = await caller(t.app, other.token).post('revoke_invitation', {
      invitation_id: mine.invitation_id,
    });
    expect(otherAdmin.statusCode).toBe(404);
    expect((await view(mine.token)).statusCode).toBe(200);
  });

  it('the guest page data: community, unit, rules text and the limits of the link', async () => {
    const created = await createOk(ownerToken, { nights: 4, max_vehicles: 2 });
    const response = await view(created.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<InvitationView>();
    expect(body).toMatchObject({
      hoaid: 'demo',
      unitnumber: '101',
      nights: 4,
      valid_until: inDays(7),
      last_checkout: inDays(4),
      vehicles_left: 2,
    });
    expect(body.community_name.length).toBeGreaterThan(0);
    expect(typeof body.rules_text).toBe('string');
    expect(body.vehicle_types.map((v) => v.spot_type)).toContain('CAR');
    expect(body.vehicle_types.map((v) => v.spot_type)).not.toContain('DUMPSTER');
  });

  it('the guest page shows the guest terms, or the renter terms without them (docs/adr/0030)', async () => {
    const created = await createOk(ownerToken, { nights: 2 });
    const seeded = (await view(created.token)).json<InvitationView>();
    expect(seeded.rules_title).toBe('Guest terms and conditions');
    // The page titles the terms; the seeded text itself starts with the rules.
    expect(seeded.rules_text).toMatch(
      /^<ol><li>You park at Sea Breeze Condominiums as your host's guest/,
    );
    const [demo] = await t.app.db.select().from(communities).where(eq(communities.hoaid, 'demo'));
    await setCommunity(t.app, 'demo', { guest_tc: '' });
    const without = (await view(created.token)).json<InvitationView>();
    expect(without.rules_title).toBe('Guest terms and conditions');
    expect(without.rules_text).toBe(demo?.help_text.renter_tc);
    await setCommunity(t.app, 'demo', { guest_tc: '<p>Guests park in visitor spots.</p>' });
    const own = (await view(created.token)).json<InvitationView>();
    expect(own.rules_text).toBe('<p>Guests park in visitor spots.</p>');
    await setCommunity(t.app, 'demo', { guest_tc: demo?.guest_tc ?? '' });
  });

  it('an invitation into a full unit warns with the nights that have a free space (docs/adr/0030)', async () => {
    await setCommunity(t.app, 'demo', { use_warning_status: 0 });
    const onsite = await onsiteCount(t.app, 'demo', '102');
    await setOwner(t.app, 'owner2@demo.test', { parking_allowed: onsite + 1 });
    const roomy = await createOk(owner2Token, { nights: 3 });
    expect(roomy.room).toEqual({
      spaces: onsite + 1,
      taken: onsite,
      full: false,
      can_register: true,
      nights: 3,
      nights_free: 3,
    });
    // A car that leaves in two days fills the last space: today and tomorrow are full.
    const filler = await caller(t.app, owner2Token).post(
      'insert_vehicle',
      vehicleForm({ plate: 'FULL-01', enddate: inDays(1), hoaid: 'demo' }),
    );
    expect(filler.statusCode).toBe(201);
    const full = await createOk(owner2Token, { nights: 4 });
    expect(full.room).toMatchObject({
      spaces: onsite + 1,
      taken: onsite + 1,
      full: true,
      can_register: false,
      nights: 4,
    });
    // The filler counts today and on its checkout day (as the limits count), not after: days 2
    // and 3 are free, tomorrow only if another car of the unit checks out today.
    const tomorrow = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.hoaid, 'demo'),
          eq(vehicles.unitnumber, '102'),
          gte(vehicles.enddate, inDays(1)),
          ne(vehicles.status_flag, 9),
        ),
      );
    const tomorrowFree = Number(tomorrow[0]?.n) < onsite + 1 ? 1 : 0;
    expect(full.room.nights_free).toBe(2 + tomorrowFree);
    // The guest learns it before typing, and a save is refused as before.
    const page = (await view(full.token)).json<InvitationView>();
    expect(page.room).toEqual(full.room);
    const refused = await accept(guestForm(full.token, { plate: 'FULL-02' }));
    expect(refused.statusCode).toBe(409);
    // Warning mode lets one owner's car over an exactly full unit (docs/adr/0028): a guest too.
    await setCommunity(t.app, 'demo', { use_warning_status: 1, warning_grace_date: null });
    const warned = (await view(full.token)).json<InvitationView>();
    expect(warned.room).toMatchObject({ full: true, can_register: true });
    await setOwner(t.app, 'owner2@demo.test', { parking_allowed: 10 });
  });

  it('a guest registers a visitor vehicle onsite through the checkout; the link is then used', async () => {
    const created = await createOk(ownerToken, { guest_name: 'Gina' });
    const before = await onsiteCount(t.app, 'demo', '101');
    const response = await accept(guestForm(created.token, { plate: 'gst-101' }));
    expect(response.statusCode).toBe(201);
    const vehicle = response.json<Vehicle>();
    expect(vehicle).toMatchObject({
      unitnumber: '101',
      carownertype: 'visitor',
      plate: 'GST101',
      plate_state: 'DE',
      enddate: inDays(2),
      startdate: today(),
    });
    expect(await onsiteCount(t.app, 'demo', '101')).toBe(before + 1);
    const row = await vehicleByPlate(t.app, 'GST101');
    expect(row.ownerid).toBeDefined();
    const list = (await caller(t.app, ownerToken).post('get_invitations', {})).json<Invitation[]>();
    expect(list.find((i) => i._id === created.invitation_id)).toMatchObject({
      status: 'used',
      used_count: 1,
      plates: ['GST101'],
    });
    // The owner sees the car among the unit's vehicles.
    const mine = await caller(t.app, ownerToken).post('get_vehicles_for_owner', {
      hoaid: 'demo',
      ownerid: row.ownerid,
      carownertype: 'all',
    });
    expect(JSON.stringify(mine.json())).toContain('GST101');
    // Used: the page and a second accept are refused with 410 and a clear message.
    const again = await accept(guestForm(created.token, { plate: 'GST102' }));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'invitation_used' });
    expect((await view(created.token)).json()).toMatchObject({ code: 'invitation_used' });
  });

  it("the unit's owner is mailed once that the guest's car is onsite", async () => {
    const created = await createOk(ownerToken, { guest_name: 'Olga' });
    const response = await accept(guestForm(created.token, { plate: 'GSTMAIL1' }));
    expect(response.statusCode).toBe(201);
    await t.app.jobs.idle(20_000);
    const mails = readOutbox(t.config.mailOutbox).filter((mail) =>
      mail.subject.includes('GSTMAIL1 is onsite'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'owner@demo.test' });
    expect(mails[0]?.text).toContain(`Checkout date: ${inDays(2)}`);
  });

  it('the vehicle form rules and the checkout within the invitation are checked', async () => {
    const created = await createOk(ownerToken, { nights: 2 });
    const beyond = await accept(guestForm(created.token, { enddate: inDays(3), plate: 'GSTX1' }));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(`The checkout date must be on or before ${inDays(2)}`);
    const past = await accept(guestForm(created.token, { enddate: inDays(-1), plate: 'GSTX1' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Date must be in the future.');
    const noTerms = await accept(guestForm(created.token, { terms: 0, plate: 'GSTX1' }));
    expect(noTerms.statusCode).toBe(400);
    const dumpster = await accept(guestForm(created.token, { vehicle_type: 'DUMPSTER' }));
    expect(dumpster.statusCode).toBe(400);
    // A refused form gives its use back: the link is still open.
    const list = (await caller(t.app, ownerToken).post('get_invitations', {})).json<Invitation[]>();
    expect(list.find((i) => i._id === created.invitation_id)).toMatchObject({
      status: 'open',
      used_count: 0,
    });
  });

  it('bad, expired and revoked tokens are 4xx with a clear message, never a 5xx', async () => {
    const mangled = await view('%00%ff');
    expect(mangled.statusCode).toBeGreaterThanOrEqual(400);
    expect(mangled.statusCode).toBeLessThan(500);
    for (const token of ['nope', 'x'.repeat(43), 'a'.repeat(90)]) {
      const page = await view(token);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({
        code: 'invitation_not_found',
        message: 'This invitation link is not valid. Please ask your host for a new one.',
      });
      expect((await accept(guestForm(token))).statusCode).toBe(404);
    }
    expect((await accept({ token: 'x' })).statusCode).toBe(400);
    // Longer than any route parameter: still a 404, never a 5xx.
    expect((await view('b'.repeat(300))).statusCode).toBe(404);

    const expired = await createOk(ownerToken);
    await t.app.db
      .update(invitations)
      .set({ valid_until: inDays(-1) })
      .where(eq(invitations.id, expired.invitation_id));
    expect((await view(expired.token)).statusCode).toBe(410);
    const late = await accept(guestForm(expired.token, { plate: 'GSTEXP' }));
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      code: 'invitation_expired',
      message: 'This invitation has expired. Please ask your host for a new one.',
    });

    const revoked = await createOk(ownerToken);
    const revoke = await caller(t.app, ownerToken).post('revoke_invitation', {
      invitation_id: revoked.invitation_id,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ message: 'Invitation revoked', ended_stays: 0, refunded: 0 });
    const refused = await accept(guestForm(revoked.token, { plate: 'GSTREV' }));
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({
      code: 'invitation_revoked',
      message: 'This invitation was withdrawn by your host.',
    });
    const list = (await caller(t.app, ownerToken).post('get_invitations', {})).json<Invitation[]>();
    expect(list.find((i) => i._id === expired.invitation_id)?.status).toBe('expired');
    expect(list.find((i) => i._id === revoked.invitation_id)?.status).toBe('revoked');
  });

  it('a revoke with end_stay sets the guest’s vehicle offsite', async () => {
    const created = await createOk(ownerToken);
    expect((await accept(guestForm(created.token, { plate: 'GSTEND' }))).statusCode).toBe(201);
    const revoke = await caller(t.app, ownerToken).post('revoke_invitation', {
      invitation_id: created.invitation_id,
      end_stay: true,
    });
    expect(revoke.json()).toEqual({ message: 'Invitation revoked', ended_stays: 1, refunded: 0 });
    expect((await vehicleByPlate(t.app, 'GSTEND')).enddate).toBe('1970-01-01');
  });

  it('an admin revokes any invitation of the community', async () => {
    const created = await createOk(owner2Token);
    const revoke = await caller(t.app, adminToken).post('revoke_invitation', {
      invitation_id: created.invitation_id,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await view(created.token)).statusCode).toBe(410);
  });

  it('an invitation respects the unit limit under 10 concurrent accepts (0 overruns)', async () => {
    // The hard limit (warning mode's one extra car: warning-mode.test.ts).
    await setCommunity(t.app, 'demo', { use_warning_status: 0 });
    const onsite = await onsiteCount(t.app, 'demo', '102');
    await setOwner(t.app, 'owner2@demo.test', { parking_allowed: onsite + 2 });
    const created = await createOk(owner2Token, { max_vehicles: onsite + 2 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => accept(guestForm(created.token, { plate: `CONC${i}` }))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('over_owner_parking_limit');
    }
    expect(await onsiteCount(t.app, 'demo', '102')).toBe(onsite + 2);
    const [row] = await t.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, created.invitation_id));
    expect(row?.used_count).toBe(2);
    await setCommunity(t.app, 'demo', { use_warning_status: 1 });
  });

  it('max_vehicles is honoured under 10 concurrent accepts', async () => {
    const before = await onsiteCount(t.app, 'demo', '101');
    const created = await createOk(ownerToken, { max_vehicles: 3, nights: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        accept(guestForm(created.token, { plate: `MAXV${i}`, enddate: inDays(1) })),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c !== 201).every((c) => c === 410)).toBe(true);
    expect(await onsiteCount(t.app, 'demo', '101')).toBe(before + 3);
    const list = (await caller(t.app, ownerToken).post('get_invitations', {})).json<Invitation[]>();
    expect(list.find((i) => i._id === created.invitation_id)).toMatchObject({
      status: 'used',
      used_count: 3,
    });
  });

  it('a stay the community charges for answers a clear payment requirement (402)', async () => {
    const demo2 = await login(t.app, 'owner@demo2.test', 'demo2');
    await setOwner(t.app, 'owner@demo2.test', { has_read_terms: true, owner_free_parking: 0 });
    await setCommunity(t.app, 'demo2', { use_owner_creditcard: true, owner_free_parking_spots: 0 });
    const created = await createOk(demo2.token, { nights: 3 });
    const response = await accept(
      guestForm(created.token, { plate: 'PAYME1', enddate: inDays(3) }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'payment_required',
      message:
        'This stay must be paid by card. Please ask your host to register your vehicle and pay for the stay.',
    });
    // Nothing was saved and the link is still open.
    expect((await view(created.token)).statusCode).toBe(200);
  });

  it('an e-mailed link goes through the mail queue', async () => {
    const created = await createOk(ownerToken, { email: 'gina@guest.test', guest_name: 'Gina' });
    let mail;
    for (let i = 0; i < 50 && !mail; i += 1) {
      mail = readOutbox(t.config.mailOutbox).find((m) => m.to === 'gina@guest.test');
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail?.text).toContain(created.url);
    const bad = await create(ownerToken, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid Email Format');
  });
});
