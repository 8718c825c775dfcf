// docs/adr/0027: photos on violations. The reporter (or an admin) adds up to 3 to a violation
// of the token's community; each is checked by content and stripped of its metadata
// (photo-image.ts) and kept in the database with the violation. Admins, the reporter and the
// owners of the units the plate is registered to see them; anyone else is told there is none.
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@parking/shared/domain';
import type { Executor } from '../db/client';
import { ownersOfPlate } from '../db/queries/mail-notifications';
import {
  findViolationPhoto,
  insertViolationPhoto,
  listPhotoPositions,
  lockViolationPhotos,
  type ViolationPhotoRow,
} from '../db/queries/violation-photos';
import { findViolation, type ViolationRow } from '../db/queries/violations';
import type { AuthContext } from '../domain/auth-context';
import { badRequest, forbidden, notFound } from '../util/http-error';
import { actorOf, inTransaction, recordAudit } from './audit';
import { cleanImage, NotAnImage } from './photo-image';
import { VIOLATION_NOT_FOUND } from './violations';

export const PHOTO_ADDED = 'Photo added';

const isReporter = (auth: AuthContext, violation: ViolationRow) =>
  violation.reported_by === auth.userId && violation.reporter_role === auth.role;

export async function addViolationPhoto(
  db: Executor,
  auth: AuthContext,
  violationid: string,
  upload: Buffer,
): Promise<{ message: string; position: number }> {
  const violation = await findViolation(db, auth.hoaid, violationid);
  if (!violation) throw notFound(VIOLATION_NOT_FOUND);
  if (auth.role !== 'admin' && !isReporter(auth, violation)) {
    throw forbidden(PHOTO_MESSAGES.notYours);
  }
  if (upload.length > PHOTO_LIMITS.maxBytes) {
    throw badRequest(PHOTO_MESSAGES.tooLarge, { file: PHOTO_MESSAGES.tooLarge });
  }
  let image;
  try {
    image = cleanImage(upload);
  } catch (error) {
    if (error instanceof NotAnImage) {
      throw badRequest(PHOTO_MESSAGES.notImage, { file: PHOTO_MESSAGES.notImage });
    }
    throw error;
  }
  const position = await inTransaction(db, async (tx) => {
    await lockViolationPhotos(tx, violation.id);
    const taken = await listPhotoPositions(tx, violation.id);
    if (taken.length >= PHOTO_LIMITS.perViolation) {
      throw badRequest(PHOTO_MESSAGES.tooMany, { file: PHOTO_MESSAGES.tooMany });
    }
    const free = [1, 2, 3].find((n) => !taken.includes(n)) ?? taken.length + 1;
    await insertViolationPhoto(tx, {
      hoaid: violation.hoaid,
      violation_id: violation.id,
      position: free,
      content_type: image.contentType,
      byte_size: image.bytes.length,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      uploaded_by: auth.userId,
    });
    await recordAudit(tx, actorOf(auth), {
      kind: 'violation',
      action: 'update',
      entityid: violation.id,
      plate: violation.violation_plate,
      after: { photo: free, bytes: image.bytes.length, type: image.contentType },
    });
    return free;
  });
  return { message: PHOTO_ADDED, position };
}

/** Admins, the reporter, and the owners (readonly too) of a unit the plate is registered to. */
async function maySee(db: Executor, auth: AuthContext, violation: ViolationRow) {
  if (auth.role === 'admin' || isReporter(auth, violation)) return true;
  if (auth.role !== 'owner' && auth.role !== 'readonly') return false;
  const owners = await ownersOfPlate(db, violation.hoaid, violation.violation_plate);
  return owners.some((owner) => owner.ownerid === auth.userId);
}

export async function violationPhoto(
  db: Executor,
  auth: AuthContext,
  violationid: string,
  position: number,
): Promise<ViolationPhotoRow> {
  const violation = await findViolation(db, auth.hoaid, violationid);
  const photo = violation && (await findViolationPhoto(db, auth.hoaid, violation.id, position));
  if (!violation || !photo || !(await maySee(db, auth, violation))) {
    throw notFound(PHOTO_MESSAGES.notFound);
  }
  return photo;
}
