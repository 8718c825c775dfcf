// Parking violations (spec §2 Violation form, §3, §7): anyone signed in reports one; admins
// delete any of the community, owners only those they reported (spec §6 keeps readonly and
// renters from deleting).
import {
  SUCCESS,
  addDays,
  isDstr,
  normalizePlate,
  normalizePlateState,
  type CheckedViolationRequest,
  type MessageResponse,
  type Violation,
} from '@parking/shared/domain';
import type { Executor } from '../db/client';
import type { CommunityRow } from '../db/queries/communities';
import { findUserById } from '../db/queries/users';
import {
  deleteViolationRow,
  findViolation,
  findViolationByClientKey,
  insertViolationRow,
  toViolation,
} from '../db/queries/violations';
import type { AuthContext } from '../domain/auth-context';
import { notifyAfterCommit, recordNotification, type Notify } from './notifications/events';
import { actorOf, fieldsOf, inTransaction, recordAudit } from './audit';
import { escalateAfterViolation } from './tow-list';
import { timeIn, todayIn } from '../util/dates';
import { badRequest, forbidden, notFound } from '../util/http-error';

export const VIOLATION_NOT_FOUND = 'Violation not found';
export const NOT_YOUR_VIOLATION = 'not authorized to delete violation';
export const VIOLATION_DATE_INVALID = 'Violation date cannot be in the future';
export const DEFAULT_VIOLATION_TYPE = 'PARKING_VIOLATION';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export type ViolationInput = Omit<CheckedViolationRequest, 'hoaid'>;

/** spec §3: the reporter defaults to the current user's name. */
async function reporterName(db: Executor, auth: AuthContext): Promise<string> {
  if (auth.role === 'renter') return `Renter, unit ${auth.unit}`;
  const user = await findUserById(db, auth.userId);
  return user?.name ?? '';
}

export async function reportViolation(
  db: Executor,
  auth: AuthContext,
  community: CommunityRow,
  input: ViolationInput,
  now: Date = new Date(),
  notify?: Notify,
): Promise<Violation> {
  const today = todayIn(community.timezone, now);
  // spec §3 defaults: date today, time now (HH:MM:SS); a date may be earlier, not later.
  const violation_date = input.violation_date || today;
  if (!isDstr(violation_date) || violation_date > addDays(today, 1)) {
    throw badRequest(VIOLATION_DATE_INVALID, { violation_date: VIOLATION_DATE_INVALID });
  }
  const time = input.violation_time;
  const violation_time = HHMM.test(time)
    ? time.length === 5
      ? `${time}:00`
      : time
    : timeIn(community.timezone, now);
  const { client_key, ...fields } = input;
  // docs/adr/0027: a queued report sent again (a lost answer, a retry) is the saved one.
  if (client_key) {
    const earlier = await findViolationByClientKey(db, community.hoaid, auth.userId, client_key);
    if (earlier) return toViolation(earlier);
  }
  const reporter = fields.violation_reporter || (await reporterName(db, auth));
  const plate = normalizePlate(fields.violation_plate);
  const saved = await inTransaction(db, async (tx) => {
    const inserted = await insertViolationRow(tx, {
      ...fields,
      // A plate is stored as it is searched (upper case, no spaces or dashes).
      violation_plate: plate,
      violation_state: normalizePlateState(fields.violation_state),
      hoaid: community.hoaid,
      violation_type: fields.violation_type || DEFAULT_VIOLATION_TYPE,
      violation_reporter: reporter,
      violation_date,
      violation_time,
      reported_by: auth.userId,
      reporter_role: auth.role,
      client_key: client_key ?? null,
    });
    if (!inserted) return undefined;
    await recordAudit(tx, actorOf(auth), violationEntry('create', inserted));
    // docs/adr/0027: the community's tow rule, checked with the violation that may reach it.
    const tow = await escalateAfterViolation(tx, actorOf(auth), community, plate, today);
    // The owners' notices are kept with the report, in its transaction (docs/adr/0022).
    const notice = violationNotice(community.hoaid, inserted.id);
    await recordNotification(tx, notice.event, notice.key);
    if (tow) {
      const towNotice = towNoticeOf(community.hoaid, tow.id);
      await recordNotification(tx, towNotice.event, towNotice.key);
    }
    return { inserted, tow };
  });
  if (!saved) {
    // The same key saved by a request that ran at the same time: answer with that report.
    const earlier = await findViolationByClientKey(db, community.hoaid, auth.userId, client_key!);
    if (!earlier) throw new Error('violation with client_key neither saved nor found');
    return toViolation(earlier);
  }
  const row = saved.inserted;
  // The owner of a unit with this plate registered hears of it (docs/adr/0015).
  const notice = violationNotice(community.hoaid, row.id);
  await notifyAfterCommit(notify, notice.event, undefined, notice.key);
  if (saved.tow) {
    const towNotice = towNoticeOf(community.hoaid, saved.tow.id);
    await notifyAfterCommit(notify, towNotice.event, undefined, towNotice.key);
  }
  return toViolation(row);
}

export async function removeViolation(
  db: Executor,
  auth: AuthContext,
  violationid: string,
): Promise<MessageResponse> {
  const violation = await findViolation(db, auth.hoaid, violationid);
  if (!violation) throw notFound(VIOLATION_NOT_FOUND);
  const ownReport = violation.reported_by === auth.userId && violation.reporter_role === 'owner';
  if (auth.role !== 'admin' && !(auth.role === 'owner' && ownReport)) {
    throw forbidden(NOT_YOUR_VIOLATION);
  }
  await inTransaction(db, async (tx) => {
    await deleteViolationRow(tx, violation.id);
    await recordAudit(tx, actorOf(auth), violationEntry('delete', violation));
  });
  return { message: SUCCESS.violationDelete };
}

type ViolationRecord = NonNullable<Awaited<ReturnType<typeof insertViolationRow>>>;

/** A violation's audit entry (the whole report as after, or as before on delete). */
function violationEntry(action: 'create' | 'delete', row: ViolationRecord) {
  const fields = fieldsOf(row, [
    'violation_plate',
    'violation_state',
    'violation_type',
    'violation_date',
    'violation_time',
    'violation_location',
    'violation_reporter',
    'violation_description',
  ]);
  return {
    kind: 'violation' as const,
    action,
    entityid: row.id,
    plate: row.violation_plate,
    before: action === 'delete' ? fields : null,
    after: action === 'create' ? fields : null,
  };
}

const violationNotice = (hoaid: string, violationid: string) => ({
  event: { kind: 'violation' as const, hoaid, violationid },
  key: `violation_${violationid}`,
});
const towNoticeOf = (hoaid: string, towid: string) => ({
  event: { kind: 'tow' as const, hoaid, towid },
  key: `tow_${towid}`,
});
