// The community-wide PIN guessing alarm (ARCHITECTURE "Auth"): the community's administrators
// get one mail per window when many wrong PINs arrive, while check-in keeps working (slowed).
import type { Executor } from '../db/client';
import { findOwnerOfUnit, listAdminEmails } from '../db/queries/users';
import type { Mailer } from '../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface AlarmDeps {
  db: Executor;
  mailer: Mailer;
}

export async function notifyAdminsOfPinGuessing(
  deps: AlarmDeps,
  hoaid: string,
  failures: number,
): Promise<number> {
  const admins = await listAdminEmails(deps.db, hoaid);
  const text =
    `The ${hoaid} parking portal has received ${failures} wrong renter PIN codes in a short time.\n` +
    'Renter check-in keeps working but answers more slowly until the guessing stops.\n' +
    'If owners report unknown check-ins, ask them to change their PIN.\n';
  for (const admin of admins) {
    await deps.mailer.send({
      to: admin.email,
      subject: `Renter PIN guessing in ${hoaid}`,
      text,
      html: text
        .trim()
        .split('\n')
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(''),
    });
  }
  return admins.length;
}

/**
 * Tells a unit's owner that its renter PIN was guessed wrong `failures` times within the hour
 * (docs/adr/0022): sent once, when the 20th wrong PIN of the window is counted.
 */
export async function notifyOwnerOfPinGuessing(
  deps: AlarmDeps,
  hoaid: string,
  unitnumber: string,
  failures: number,
): Promise<boolean> {
  const owner = await findOwnerOfUnit(deps.db, hoaid, unitnumber);
  if (!owner) return false;
  const text =
    `Your unit ${unitnumber} has received ${failures} wrong renter PIN codes in the last hour.\n` +
    'Check-ins for your unit now take turns and wait longer after each wrong PIN.\n' +
    'If you did not give your PIN out recently, change it on your profile page.\n';
  await deps.mailer.send({
    to: owner.email,
    subject: `Wrong PIN codes for unit ${unitnumber}`,
    text,
    html: text
      .trim()
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
  });
  return true;
}
