// Photos kept with violations (docs/adr/0027-patrol-in-the-field.md), in PostgreSQL (bytea), so
// they live and are backed up with the violation they belong to and go when it is deleted.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { vehicles, violationPhotos, violations } from '../schema';
import { SOFT_DELETED } from './vehicle-records';
import { isUuid } from '../../util/ids';

export type ViolationPhotoRow = typeof violationPhotos.$inferSelect;

/** Who reads a list: an admin sees every photo, others those they reported or of their plates. */
export interface PhotoViewer {
  userId: string;
  role: string;
}

/** How many photos each of these violations has that the viewer may see (absent: none). */
export async function photoCounts(
  db: Executor,
  violationIds: string[],
  viewer?: PhotoViewer,
): Promise<Map<string, number>> {
  if (violationIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: violationPhotos.violation_id,
      n: count(),
      plate: violations.violation_plate,
      hoaid: violations.hoaid,
      reported_by: violations.reported_by,
      reporter_role: violations.reporter_role,
    })
    .from(violationPhotos)
    .innerJoin(violations, eq(violations.id, violationPhotos.violation_id))
    .where(inArray(violationPhotos.violation_id, violationIds))
    .groupBy(
      violationPhotos.violation_id,
      violations.violation_plate,
      violations.hoaid,
      violations.reported_by,
      violations.reporter_role,
    );
  let visible = rows;
  if (viewer && viewer.role !== 'admin') {
    const owned = new Set<string>();
    const first = rows[0];
    if (first && (viewer.role === 'owner' || viewer.role === 'readonly')) {
      const mine = await db
        .selectDistinct({ plate: vehicles.plate })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.hoaid, first.hoaid),
            eq(vehicles.ownerid, viewer.userId),
            ne(vehicles.status_flag, SOFT_DELETED),
            inArray(
              vehicles.plate,
              rows.map((row) => row.plate),
            ),
          ),
        );
      for (const row of mine) owned.add(row.plate);
    }
    visible = rows.filter(
      (row) =>
        (row.reported_by === viewer.userId && row.reporter_role === viewer.role) ||
        owned.has(row.plate),
    );
  }
  return new Map(visible.map((row) => [row.id, Number(row.n)]));
}

/** Locks the violation's photo rows' parent first, so two uploads cannot both take position 3. */
export async function lockViolationPhotos(db: Executor, violationId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`photos:${violationId}`}))`);
}

export async function insertViolationPhoto(
  db: Executor,
  values: typeof violationPhotos.$inferInsert,
): Promise<Omit<ViolationPhotoRow, 'bytes'>> {
  const [row] = await db.insert(violationPhotos).values(values).returning({
    id: violationPhotos.id,
    hoaid: violationPhotos.hoaid,
    violation_id: violationPhotos.violation_id,
    position: violationPhotos.position,
    content_type: violationPhotos.content_type,
    byte_size: violationPhotos.byte_size,
    width: violationPhotos.width,
    height: violationPhotos.height,
    uploaded_by: violationPhotos.uploaded_by,
    created_at: violationPhotos.created_at,
  });
  if (!row) throw new Error('insert into violation_photos returned no row');
  return row;
}

/** The violation's photo positions in order (no bytes). */
export async function listPhotoPositions(db: Executor, violationId: string): Promise<number[]> {
  const rows = await db
    .select({ position: violationPhotos.position })
    .from(violationPhotos)
    .where(eq(violationPhotos.violation_id, violationId))
    .orderBy(asc(violationPhotos.position));
  return rows.map((row) => row.position);
}

export async function findViolationPhoto(
  db: Executor,
  hoaid: string,
  violationId: string,
  position: number,
): Promise<ViolationPhotoRow | undefined> {
  if (!isUuid(violationId)) return undefined;
  const [row] = await db
    .select()
    .from(violationPhotos)
    .where(
      and(
        eq(violationPhotos.hoaid, hoaid),
        eq(violationPhotos.violation_id, violationId),
        eq(violationPhotos.position, position),
      ),
    )
    .limit(1);
  return row;
}
