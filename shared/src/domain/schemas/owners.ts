// The admin's owners, once (docs/adr/0035): the owner list and its page request (spec §7
// get_all_owners, docs/adr/0010), the Modify Owner form's fields, the updateowner request the
// server checks (spec §5 Modify owner messages, §7 updateowner, docs/adr/0007 and 0028 for the
// allowance exceptions and the preview), and the admin's password reset.
import { z } from 'zod';
import { VALIDATION } from '../messages';
import { OWNER_SORT_KEYS } from '../paging';
import { hoaRequestSchema, oneOf, pagingFields } from './common';
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

/** A unit's own values; null means "community default" (the admin set no exception). */
export const unitAllowanceSchema = z.strictObject({
  parking_allowed: z.int().nullable(),
  parking_allowed_renter: z.int().nullable(),
  owner_free_parking: z.int().nullable(),
  renter_free_parking: z.int().nullable(),
});
export type UnitAllowance = z.infer<typeof unitAllowanceSchema>;

const USER_ROLES = ['owner', 'admin', 'patrol'] as const;

/** get_all_owners: the superset; the server blanks PINs for readonly users. */
export const ownerSchema = z.strictObject({
  _id: z.string(),
  userid: z.string(),
  hoaid: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  fname: z.string(),
  lname: z.string(),
  phone: z.string(),
  email: z.string(),
  unitnumber: z.string(),
  pincode: z.string(),
  /** The role stored on the user row; readonly is derived from crud at login. */
  role: z.enum(USER_ROLES),
  crud: z.enum(['read', 'write']),
  has_read_terms: z.boolean(),
  /** Effective values (community setting or the unit's exception, minus seasons; spec §9). */
  parking_allowed: z.int(),
  parking_allowed_renter: z.int(),
  owner_free_parking: z.int(),
  renter_free_parking: z.int(),
  /** The unit's own values; null = community default (docs/adr/0007). */
  unit_allowance: unitAllowanceSchema,
  status_flag: z.literal([0, 1]),
  email_verified: z.boolean(),
});
export type Owner = z.infer<typeof ownerSchema>;

export const ownerListSchema = z.array(ownerSchema);

/** get_all_owners: the spec's { hoaid } plus paging and the role filter (docs/adr/0010). */
export const ownerPageRequestSchema = hoaRequestSchema.extend({
  ...pagingFields(OWNER_SORT_KEYS),
  role: z.enum(USER_ROLES, { error: oneOf('role', USER_ROLES) }).optional(),
});
export type OwnerPageRequest = z.input<typeof ownerPageRequestSchema>;
