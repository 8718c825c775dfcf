// What the guest invitation page says (spec §2 vehicle form, docs/adr/0029 guest rules and
// 0030 a unit's room), and the unit's room and the stay's price in words.
import type { GuestStayPrice, UnitRoom } from '@parking/shared/domain';
import { formatMoney } from '@parking/shared/features';

export const GUEST_TEXT = {
  title: 'Register your vehicle',
  loading: 'Loading your invitation…',
  unusable: 'This invitation cannot be used',
  submit: 'Register Vehicle',
  registered: 'Your vehicle is registered',
  payTitle: 'Pay for your stay',
  payIntro: 'This stay must be paid by card.',
  back: 'Back to the vehicle form',
  /** docs/adr/0029: the community's guest rules. */
  guestLimit: 'Guest nights left',
  guestLimitNote: (nights: number) =>
    `Under the community's guest rules you may stay up to ${nights} night${nights === 1 ? '' : 's'} from tonight.`,
  noGuestNights: 'No guest nights left',
  noGuestNightsText: (unitnumber: string, returnOn: string | null) =>
    `Unit ${unitnumber} has used the guest nights the community's guest rules allow.` +
    (returnOn ? ` Guests may park again from ${returnOn}.` : '') +
    ' Please contact your host to change your stay.',
  invitation: 'Your invitation',
  full: 'The unit is full',
  checkAgain: 'Check again',
  email: 'E-mail for your receipt (optional)',
  mailed: (email: string) => `A copy of the receipt is on its way to ${email}.`,
} as const;

/** The unit's room today in words. */
export function roomText(room: UnitRoom): string {
  if (room.full) return `Full: all ${room.spaces} spaces are taken`;
  const free = room.spaces - room.taken;
  return `${free} of ${room.spaces} ${room.spaces === 1 ? 'space' : 'spaces'} free`;
}

/** The invited stay's price in words (server numbers; the card step confirms them). */
export function stayPriceText(price: GuestStayPrice): string {
  const nights = `${price.nights} ${price.nights === 1 ? 'night' : 'nights'}`;
  if (!price.payment_due) return `No charge for ${nights}`;
  const free = price.nights_free > 0 ? `, ${price.nights_free} of them free` : '';
  return `${formatMoney(price.total_price)} for ${nights}${free}`;
}
