// spec §5: comment, violation, owner, contact, card and help-text forms.
import { VALIDATION } from '../messages';
import type { ContactEntry, HelpTopic } from '../types';
import { isEmail } from './account';
import { isBlank, type FieldErrors } from './field-errors';

/** spec §5 Comment: name and comment required (wire fields notify_name, notify_description). */
export function validateComment(form: {
  notify_name: string;
  notify_description: string;
}): FieldErrors<'notify_name' | 'notify_description'> {
  const errors: FieldErrors<'notify_name' | 'notify_description'> = {};
  if (isBlank(form.notify_name)) errors.notify_name = VALIDATION.commentName;
  if (isBlank(form.notify_description)) errors.notify_description = VALIDATION.commentComment;
  return errors;
}

type ContactField = 'contact_id' | 'phone_description' | 'phone_number' | 'email' | 'sort_order';

/**
 * spec §5 Contact: id, description and sort order required, and a phone number or e-mail; an
 * e-mail, when given, has the format every other e-mail field checks ('Invalid Email Format').
 */
export function validateContact(
  form: Pick<ContactEntry, 'contact_id' | 'phone_description' | 'phone_number' | 'email'> & {
    sort_order: number | string;
  },
): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (isBlank(form.contact_id)) errors.contact_id = VALIDATION.contactId;
  if (isBlank(form.phone_description)) errors.phone_description = VALIDATION.contactDescription;
  if (isBlank(form.phone_number) && isBlank(form.email)) {
    errors.phone_number = VALIDATION.contactPhoneOrEmail;
  }
  if (!isBlank(form.email) && !isEmail(form.email)) errors.email = VALIDATION.invalidEmailFormat;
  if (isBlank(form.sort_order)) errors.sort_order = VALIDATION.contactSortOrder;
  return errors;
}

/** spec §9: card month at most 2 characters, year at most 4. */
export const CARD_MONTH_MAX_LENGTH = 2;
export const CARD_YEAR_MAX_LENGTH = 4;

/**
 * spec §5 Card: first name, last name, month and year non-empty; only the last failing
 * message shows, so this returns one message or null.
 */
export function validateCard(form: {
  first_name: string;
  last_name: string;
  month: string;
  year: string;
}): string | null {
  const checks: [boolean, string][] = [
    [isBlank(form.first_name), VALIDATION.cardFirstName],
    [isBlank(form.last_name), VALIDATION.cardLastName],
    [isBlank(form.month), VALIDATION.cardMonth],
    [isBlank(form.year), VALIDATION.cardYear],
  ];
  const failing = checks.filter(([failed]) => failed).map(([, message]) => message);
  return failing.at(-1) ?? null;
}

/** spec §5 Help text publish: nothing to publish without a topic. */
export function validateHelpPublish(form: { which: HelpTopic | null | '' }): FieldErrors<'which'> {
  return form.which ? {} : { which: VALIDATION.nothingToPublish };
}
