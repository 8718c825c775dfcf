// The notification mails, one template per kind, all framed by layout.ts.
import type { MailMessage } from '../mailer';
import { escapeHtml, renderMail, type MailFrame } from './layout';

export { escapeHtml, renderMail, type MailFrame, type Recipient } from './layout';

/** The kinds a user turns on or off (profile, unsubscribe link). */
export const NOTIFICATION_KINDS = [
  'onsite',
  'receipt',
  'reminder',
  'violation',
  'summary',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface VehicleFacts {
  plate: string;
  make: string;
  model: string;
  unitnumber: string;
  enddate: string;
}

const vehicleName = (v: VehicleFacts) => [v.make, v.model].filter(Boolean).join(' ') || 'Vehicle';

export function onsiteMail(frame: MailFrame, vehicle: VehicleFacts): MailMessage {
  return renderMail(frame, {
    subject: `${vehicle.plate} is onsite until ${vehicle.enddate}`,
    paragraphs: [`${vehicleName(vehicle)} ${vehicle.plate} is now registered onsite.`],
    facts: [
      ['Plate', vehicle.plate],
      ['Unit', vehicle.unitnumber],
      ['Checkout date', vehicle.enddate],
    ],
  });
}

export function reminderMail(frame: MailFrame, vehicle: VehicleFacts): MailMessage {
  return renderMail(frame, {
    subject: `Checkout tomorrow for ${vehicle.plate}`,
    paragraphs: [
      `${vehicleName(vehicle)} ${vehicle.plate} checks out tomorrow, ${vehicle.enddate}.`,
      'Extend the stay in the portal if the vehicle stays longer.',
    ],
    facts: [
      ['Plate', vehicle.plate],
      ['Unit', vehicle.unitnumber],
      ['Checkout date', vehicle.enddate],
    ],
  });
}

export interface ReceiptFacts {
  amount_cents: number;
  nights: number;
  plate: string;
  unitnumber: string;
  startdate: string;
  enddate: string;
  transactionId: string;
  /** A refund management gave of this payment (docs/adr/0020). */
  refund?: { amount_cents: number; reason: string; refund_id: string };
}

export function receiptMail(frame: MailFrame, payment: ReceiptFacts): MailMessage {
  const { refund } = payment;
  if (refund) {
    return renderMail(frame, {
      subject: `Parking refund receipt ${formatCents(refund.amount_cents)}`,
      paragraphs: [`${formatCents(refund.amount_cents)} of your parking payment was refunded.`],
      facts: [
        ['Refunded', formatCents(refund.amount_cents)],
        ['Reason', refund.reason],
        ['Of the payment', `${formatCents(payment.amount_cents)} for ${payment.nights} nights`],
        ['Vehicle', `${payment.plate}, unit ${payment.unitnumber}`],
        ['Refund id', refund.refund_id],
      ],
    });
  }
  return renderMail(frame, {
    subject: `Parking payment receipt ${formatCents(payment.amount_cents)}`,
    paragraphs: ['Thank you for your parking payment.'],
    facts: [
      ['Amount', formatCents(payment.amount_cents)],
      ['Nights', `${payment.nights} (${payment.startdate} to checkout ${payment.enddate})`],
      ['Vehicle', `${payment.plate}, unit ${payment.unitnumber}`],
      ['Transaction id', payment.transactionId],
    ],
  });
}

export interface ViolationFacts {
  plate: string;
  state: string;
  date: string;
  time: string;
  location: string;
  description: string;
  unitnumber: string;
}

export function violationMail(frame: MailFrame, violation: ViolationFacts): MailMessage {
  return renderMail(frame, {
    subject: `Parking violation reported for ${violation.plate}`,
    paragraphs: [
      `A parking violation was reported for ${violation.plate}, a vehicle registered to unit ${violation.unitnumber}.`,
    ],
    facts: [
      ['Plate', `${violation.plate} ${violation.state}`.trim()],
      ['When', `${violation.date} ${violation.time}`],
      ['Location', violation.location],
      ...(violation.description
        ? [['Description', violation.description] as [string, string]]
        : []),
    ],
  });
}

export interface TowFacts {
  plate: string;
  unitnumber: string;
  rule: string;
  violations: { date: string; time: string; location: string }[];
}

/** docs/adr/0027: a car of the unit reached the community's tow rule. */
export function towMail(frame: MailFrame, tow: TowFacts): MailMessage {
  return renderMail(frame, {
    subject: `${tow.plate} is now eligible for towing`,
    paragraphs: [
      `${tow.plate}, a vehicle registered to unit ${tow.unitnumber}, has reached the community's tow rule (${tow.rule}) and may be towed at the owner's expense.`,
      'Please register the vehicle correctly or move it, and contact the community office if you believe this is a mistake.',
    ],
    facts: [
      ['Plate', tow.plate],
      ['Unit', tow.unitnumber],
      ...tow.violations.map(
        (v, i) => [`Violation ${i + 1}`, `${v.date} ${v.time}, ${v.location}`] as [string, string],
      ),
    ],
  });
}

export interface SummaryFacts {
  from: string;
  to: string;
  onsite: number;
  violations: number;
  payments: number;
  paid_cents: number;
}

export function summaryMail(frame: MailFrame, summary: SummaryFacts): MailMessage {
  return renderMail(frame, {
    subject: `Weekly parking summary ${summary.from} to ${summary.to}`,
    paragraphs: [`The week from ${summary.from} to ${summary.to}.`],
    facts: [
      ['Vehicles onsite now', String(summary.onsite)],
      ['Violations reported', String(summary.violations)],
      ['Payments', `${summary.payments} (${formatCents(summary.paid_cents)})`],
    ],
  });
}

export interface GuestReceiptFacts {
  community: string;
  to: string;
  plate: string;
  unitnumber: string;
  startdate: string;
  enddate: string;
  nights: number;
  amount_cents: number;
  transactionId: string;
}

/**
 * docs/adr/0030: the receipt a guest asked for on the invitation page. The guest has no account
 * and no notification settings, so this one mail carries no unsubscribe link.
 */
export function guestReceiptMail(receipt: GuestReceiptFacts): MailMessage {
  const perNight = receipt.nights > 0 ? Math.round(receipt.amount_cents / receipt.nights) : 0;
  const facts: [string, string][] = [
    ['Plate', receipt.plate],
    ['Unit', receipt.unitnumber],
    ['Nights', `${receipt.nights} (${receipt.startdate} to checkout ${receipt.enddate})`],
    ['$/night', formatCents(perNight)],
    ['Total', formatCents(receipt.amount_cents)],
    ['Transaction id', receipt.transactionId],
  ];
  const intro = `Thank you for your parking payment at ${receipt.community}.`;
  const text = [
    'Hello,',
    intro,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `--\nYou receive this mail because you asked for the receipt on your parking invitation.`,
  ].join('\n\n');
  const html = [
    `<h1>${escapeHtml(receipt.community)}</h1>`,
    '<p>Hello,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${facts.map(([l, v]) => `<li>${escapeHtml(l)}: ${escapeHtml(v)}</li>`).join('')}</ul>`,
    '<hr><p>You receive this mail because you asked for the receipt on your parking invitation.</p>',
  ].join('');
  return {
    to: receipt.to,
    subject: `${receipt.community}: Parking payment receipt ${formatCents(receipt.amount_cents)}`,
    text: `${text}\n`,
    html,
  };
}
