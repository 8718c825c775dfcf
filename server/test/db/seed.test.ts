import { count, eq } from 'drizzle-orm';
import { communities, spotTypes, users, vehicles } from '../../src/db/schema';
import { seedDemoData } from '../../src/db/seed/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const total = async (table: typeof users | typeof vehicles | typeof communities) =>
    (await t.app.db.select({ n: count() }).from(table))[0]?.n;

  it('creates the demo logins of the team brief', async () => {
    const rows = await t.app.db
      .select({
        email: users.email,
        hoaid: users.hoaid,
        role: users.role,
        crud: users.crud,
        unit: users.unitnumber,
        pin: users.pincode,
        status: users.status_flag,
      })
      .from(users)
      .orderBy(users.hoaid, users.email);
    expect(rows).toEqual([
      {
        email: 'admin@demo.test',
        hoaid: 'demo',
        role: 'admin',
        crud: 'write',
        unit: 'OFFICE',
        pin: '',
        status: 1,
      },
      {
        email: 'owner2@demo.test',
        hoaid: 'demo',
        role: 'owner',
        crud: 'write',
        unit: '102',
        pin: '5678',
        status: 0,
      },
      {
        email: 'owner@demo.test',
        hoaid: 'demo',
        role: 'owner',
        crud: 'write',
        unit: '101',
        pin: '1234',
        status: 1,
      },
      {
        email: 'readonly@demo.test',
        hoaid: 'demo',
        role: 'owner',
        crud: 'read',
        unit: '103',
        pin: '',
        status: 0,
      },
      {
        email: 'admin@demo2.test',
        hoaid: 'demo2',
        role: 'admin',
        crud: 'write',
        unit: 'OFFICE',
        pin: '',
        status: 1,
      },
      {
        email: 'owner@demo2.test',
        hoaid: 'demo2',
        role: 'owner',
        crud: 'write',
        unit: '101',
        pin: '4321',
        status: 1,
      },
    ]);
  });

  it('stores passwords as argon2id hashes only', async () => {
    const rows = await t.app.db.select({ hash: users.password_hash }).from(users);
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$/);
  });

  it('puts some vehicles onsite (future checkout) and some offsite (1970-01-01)', async () => {
    const demo = await t.app.db.select().from(vehicles).where(eq(vehicles.hoaid, 'demo'));
    expect(demo.filter((v) => v.enddate === '1970-01-01')).toHaveLength(3);
    expect(demo.filter((v) => v.enddate > '2000-01-01')).toHaveLength(3);
    const spots = await t.app.db.select().from(spotTypes).where(eq(spotTypes.hoaid, 'demo'));
    expect(spots.map((s) => s.spot_type).sort()).toEqual([
      'CAR',
      'DUMPSTER',
      'MOTORCYCLE',
      'OVERSIZE',
      'RV',
      'TRAILER',
      'TRUCK',
    ]);
  });

  it('makes demo2 owners pay by card for a car beyond their one free car', async () => {
    const [pine] = await t.app.db.select().from(communities).where(eq(communities.hoaid, 'demo2'));
    expect(pine).toMatchObject({
      owner_free_parking_spots: 1,
      use_owner_creditcard: true,
      use_owner_ppp: true,
    });
    // The owner follows the community's free spot (no exception, docs/adr/0007).
    const [owner] = await t.app.db.select().from(users).where(eq(users.email, 'owner@demo2.test'));
    expect(owner?.owner_free_parking).toBeNull();
    const cars = await t.app.db.select().from(vehicles).where(eq(vehicles.hoaid, 'demo2'));
    // One car onsite (free), one offsite: taking the second onsite is paid.
    expect(cars.map((v) => [v.plate, v.enddate === '1970-01-01']).sort()).toEqual([
      ['PIN101A', false],
      ['PIN101B', true],
    ]);
    // The demo community's owners still never pay.
    const [demo] = await t.app.db.select().from(communities).where(eq(communities.hoaid, 'demo'));
    expect(demo?.use_owner_creditcard).toBe(false);
  });

  it('changes nothing when it runs again', async () => {
    const before = [await total(communities), await total(users), await total(vehicles)];
    await seedDemoData(t.app.db);
    expect([await total(communities), await total(users), await total(vehicles)]).toEqual(before);
  });

  it('leaves an edited community as the admin left it', async () => {
    await t.app.db
      .update(communities)
      .set({ name: 'Renamed' })
      .where(eq(communities.hoaid, 'demo'));
    await seedDemoData(t.app.db);
    const [row] = await t.app.db.select().from(communities).where(eq(communities.hoaid, 'demo'));
    expect(row?.name).toBe('Renamed');
  });
});
