// A 'notify' job writes and sends its mail. Rows are read again when the job runs,
// so a vehicle checked out or deleted meanwhile gets no mail, and the recipient's choice on
// the profile (or the unsubscribe link) is honoured at the moment of sending.
import { isSentinel } from '@parking/shared/domain';
import type { Executor } from '../../db/client';
import { findCommunityRow } from '../../db/queries/communities';
import { findUserById, type UserRow } from '../../db/queries/users';
import {
  findVehicleById,
  findVehiclesByIds,
  findViolationById,
  ownersOfPlate,
  summaryCounts,
  type MailVehicle,
} from '../../db/queries/mail-notifications';
import { SOFT_DELETED } from '../../db/queries/vehicle-records';
import { openTowEntryById, towViolationsOf } from '../../db/queries/tow-list';
import type { Mailer, MailMessage } from '../../mail/mailer';
import {
  onsiteMail,
  receiptMail,
  reminderMail,
  summaryMail,
  towMail,
  violationMail,
  type MailFrame,
  type NotificationKind,
} from '../../mail/templates';
import { todayIn } from '../../util/dates';
import { sendPasswordResetMail, sendVerificationMail } from '../account-mail';
import type { NotificationEvent } from './events';
import { unsubscribeUrl } from './unsubscribe';

export interface DeliverDeps {
  db: Executor;
  /** The transport itself (SMTP or outbox): the job's retries cover a failed send. */
  transport: Mailer;
  publicUrl: string;
  secret: string;
  /**
   * The vehicles of a drain's batch, read together just before it sends (readAhead); a
   * vehicle not among them is read on its own.
   */
  vehicles?: ReadonlyMap<string, NonNullable<MailVehicle>>;
}

/** The vehicles the onsite and reminder mails of a batch are written from, in one read. */
export async function readAhead(
  db: Executor,
  events: readonly NotificationEvent[],
): Promise<Map<string, NonNullable<MailVehicle>>> {
  const ids = events.flatMap((event) =>
    event.kind === 'onsite' || event.kind === 'reminder' ? [event.vehicleid] : [],
  );
  return findVehiclesByIds(db, ids);
}

export interface DeliverResult {
  sent: number;
  skipped: string[];
}

/** Whether the user gets mails of this kind (open account, kind not turned off). */
export function wantsKind(user: Pick<UserRow, 'closed_at' | 'email' | 'mail_off'>, kind: string) {
  return !user.closed_at && user.email !== '' && !user.mail_off.includes(kind);
}

export async function deliverNotification(
  deps: DeliverDeps,
  event: NotificationEvent,
  /** The outbox row's key: each mail is sent under it and its recipient, once. */
  outboxKey?: string,
): Promise<DeliverResult> {
  const result: DeliverResult = { sent: 0, skipped: [] };
  const community = await findCommunityRow(deps.db, event.hoaid);
  if (!community) return { sent: 0, skipped: ['community'] };

  const send = async (
    userid: string,
    kind: NotificationKind,
    write: (frame: MailFrame) => MailMessage,
  ) => {
    const user = await findUserById(deps.db, userid);
    if (!user || user.hoaid !== community.hoaid || !wantsKind(user, kind)) {
      result.skipped.push(userid);
      return;
    }
    const frame: MailFrame = {
      community: community.name,
      to: { email: user.email, name: user.name },
      unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.secret, user.id, kind),
    };
    const message = write(frame);
    await deps.transport.send(outboxKey ? { ...message, key: `${outboxKey}/${user.id}` } : message);
    result.sent += 1;
  };

  switch (event.kind) {
    case 'onsite':
    case 'reminder': {
      const read = deps.vehicles?.get(event.vehicleid);
      const vehicle = read
        ? read.hoaid === community.hoaid
          ? read
          : undefined
        : await findVehicleById(deps.db, community.hoaid, event.vehicleid);
      const today = todayIn(community.timezone);
      const current =
        vehicle &&
        vehicle.status_flag !== SOFT_DELETED &&
        !isSentinel(vehicle.enddate) &&
        vehicle.enddate >= today &&
        (event.kind === 'onsite' || vehicle.enddate === event.enddate);
      if (!vehicle || !current) return { sent: 0, skipped: ['vehicle'] };
      const write = event.kind === 'onsite' ? onsiteMail : reminderMail;
      await send(vehicle.ownerid, event.kind, (frame) => write(frame, vehicle));
      return result;
    }
    case 'receipt':
      await send(event.userid, 'receipt', (frame) => receiptMail(frame, event.payment));
      return result;
    case 'violation': {
      const violation = await findViolationById(deps.db, community.hoaid, event.violationid);
      if (!violation) return { sent: 0, skipped: ['violation'] };
      for (const owner of await ownersOfPlate(
        deps.db,
        community.hoaid,
        violation.violation_plate,
      )) {
        await send(owner.ownerid, 'violation', (frame) =>
          violationMail(frame, {
            plate: violation.violation_plate,
            state: violation.violation_state,
            date: violation.violation_date,
            time: violation.violation_time,
            location: violation.violation_location,
            description: violation.violation_description,
            unitnumber: owner.unitnumber,
          }),
        );
      }
      return result;
    }
    case 'tow': {
      const [entry] = await openTowEntryById(deps.db, community.hoaid, event.towid);
      if (!entry) return { sent: 0, skipped: ['tow'] };
      const behind = (await towViolationsOf(deps.db, [entry])).get(entry.plate) ?? [];
      const rule = `${community.tow_violation_count} violations in ${community.tow_window_days} days`;
      for (const owner of await ownersOfPlate(deps.db, community.hoaid, entry.plate)) {
        // A listing is about the unit's violations: the 'violation' choice covers it.
        await send(owner.ownerid, 'violation', (frame) =>
          towMail(frame, {
            plate: entry.plate,
            unitnumber: owner.unitnumber,
            rule,
            violations: behind.map((v) => ({
              date: v.violation_date,
              time: v.violation_time,
              location: v.violation_location,
            })),
          }),
        );
      }
      return result;
    }
    case 'summary': {
      const today = todayIn(community.timezone);
      const counts = await summaryCounts(
        deps.db,
        community.hoaid,
        today,
        event.from,
        event.to,
        community.timezone,
      );
      await send(event.userid, 'summary', (frame) =>
        summaryMail(frame, { from: event.from, to: event.to, ...counts }),
      );
      return result;
    }
    case 'account': {
      const user = await findUserById(deps.db, event.userid);
      if (!user || user.hoaid !== community.hoaid || user.closed_at) {
        return { sent: 0, skipped: [event.userid] };
      }
      // The link's token is made now; the mail goes under the outbox row's key, once.
      const mailer: Mailer = {
        send: (message) =>
          deps.transport.send(outboxKey ? { ...message, key: outboxKey } : message),
      };
      const write = event.mail === 'verify' ? sendVerificationMail : sendPasswordResetMail;
      await write({ db: deps.db, mailer, publicUrl: deps.publicUrl }, user);
      return { sent: 1, skipped: [] };
    }
  }
}
