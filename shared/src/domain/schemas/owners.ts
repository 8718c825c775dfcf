// The admin's owner edits, once (docs/adr/0035): the Modify Owner form's fields, the updateowner
// request the server checks (spec §5 Modify owner messages, §7 updateowner, docs/adr/0007 and
// 0028 for the allowance exceptions and the preview), and the admin's password reset.
import { z } from 'zod';
import { VALIDATION } from '../messages';
import { EMAIL_PATTERN, PIN_PATTERN, passwordRuleError } from '../validators/account';
import { hoaidField, keptAllowanceField, optionalText, requiredText, uuidField } from './fields';

/** The owner's own fields on the Modify Owner form. */
export const modifyOwnerFormSchema = z.object({
  owner_fname: optionalText(100),
  owner_lname: optionalText(100),
  owner_email: requiredText(VALIDATION.ownerEmail, 200).regex(
    EMAIL_PATTERN,
    VALIDATION.invalidEmailFormat,
  ),
  owner_phone: requiredText(VALIDATION.ownerPhone, 40),
  owner_pincode: requiredText(VALIDATION.ownerPin, 20).regex(PIN_PATTERN, VALIDATION.pinFormat),
});
export type ModifyOwnerValues = z.input<typeof modifyOwnerFormSchema>;

/** docs/adr/0028: true only counts the cars the new limits leave over them. */
export const previewField = z.boolean({ error: 'preview must be true or false' }).optional();

export const updateOwnerRequestSchema = modifyOwnerFormSchema.extend({
  owner_id: uuidField('owner_id'),
  owner_name: optionalText(200),
  // null = community default, a number the unit's exception; absent keeps the unit's value (a
  // spec client need not send them).
  parking_allowed: keptAllowanceField('parking_allowed'),
  parking_allowed_renter: keptAllowanceField('parking_allowed_renter'),
  owner_free_parking: keptAllowanceField('owner_free_parking'),
  renter_free_parking: keptAllowanceField('renter_free_parking'),
  status_flag: z.union([z.literal(0), z.literal(1)], { error: 'status_flag must be 0 or 1' }),
  hoaid: hoaidField,
  preview: previewField,
});
export type UpdateOwnerRequest = z.input<typeof updateOwnerRequestSchema>;
export type CheckedUpdateOwnerRequest = z.output<typeof updateOwnerRequestSchema>;

/**
 * The admin's Reset Password field: 'Password cannot be empty', then the length rule. The server
 * checks the same and, beyond it, its list of common passwords.
 */
export const adminPasswordResetFormSchema = z.object({
  password: z
    .string()
    .min(1, { error: VALIDATION.adminPasswordEmpty, abort: true })
    .max(200)
    .superRefine((value, ctx) => {
      const problem = passwordRuleError(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
