// The receipt mailed to the unit's owner after 'Transaction Complete' (issue 9 §2): amount,
// nights and the provider's transaction id, as the payment summary shows them.
import type { UserRow } from '../db/queries/users';
import type { MailMessage } from '../mail/mailer';
import type { PaymentRow } from '../payments/ledger';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function receiptMail(
  owner: Pick<UserRow, 'email' | 'name'>,
  payment: Pick<
    PaymentRow,
    'amount_cents' | 'nights' | 'plate' | 'unitnumber' | 'startdate' | 'enddate'
  >,
  transactionId: string,
): MailMessage {
  const lines = [
    `Amount: ${formatCents(payment.amount_cents)}`,
    `Nights: ${payment.nights} (${payment.startdate} to checkout ${payment.enddate})`,
    `Vehicle: ${payment.plate}, unit ${payment.unitnumber}`,
    `Transaction id: ${transactionId}`,
  ];
  return {
    to: owner.email,
    subject: `Parking payment receipt ${formatCents(payment.amount_cents)}`,
    text: `Hello ${owner.name},\n\nthank you for your parking payment.\n\n${lines.join('\n')}\n`,
    html: `<p>Hello ${escapeHtml(owner.name)},</p><p>thank you for your parking payment.</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul>`,
  };
}
