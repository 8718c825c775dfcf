// The account calls of /api/users, once (docs/adr/0035): sign-in, check-in, passwords, the
// admin's owner and patrol registrations and the profile edits (spec §5 messages, §7 Users).
// A new password follows the shared length rule; the server passes its own rule (which also
// refuses common passwords) to passwordRequestSchemas, so forms and server check one shape.
import { z } from 'zod';
import { VALIDATION } from '../messages';
import { EMAIL_PATTERN, PIN_PATTERN, passwordRuleError } from '../validators/account';
import { messageSchema } from './common';
import { allowanceField, hoaidField, optionalText, requiredText, uuidField } from './fields';

// ---------- sign-in ----------

export const loginRequestSchema = z.object({
  email: requiredText(VALIDATION.loginEmail).toLowerCase(),
  password: z.string({ error: VALIDATION.loginPassword }).min(1, VALIDATION.loginPassword).max(200),
  hoaid: hoaidField,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** spec §7 login: the fields the login screen stores. */
export const loginResponseSchema = z.strictObject({
  token: z.string(),
  /** Renters check in with loginrenter. */
  role: z.enum(['owner', 'admin', 'readonly', 'patrol']),
  userid: z.string(),
  unitnumber: z.string(),
  name: z.string(),
  email: z.string(),
  hoaid: z.string(),
  has_read_terms: z.boolean(),
  /** Beyond spec §7: the user's own record, so the profile opens filled in. */
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const renterLoginRequestSchema = z.object({
  unitnumber: requiredText(VALIDATION.renterUnit, 20),
  pincode: requiredText(VALIDATION.renterPin, 20),
  hoaid: hoaidField,
});
export type RenterLoginRequest = z.input<typeof renterLoginRequestSchema>;

/** spec §7 loginrenter: the renter acts for the unit owner, whose id is `_id`. */
export const renterLoginResponseSchema = z.strictObject({
  token: z.string(),
  role: z.literal('renter'),
  _id: z.string(),
  unitnumber: z.string(),
  renter_free_parking: z.int(),
  hoaid: z.string(),
});
export type RenterLoginResponse = z.infer<typeof renterLoginResponseSchema>;

// ---------- passwords and registrations ----------

const accountEmailField = (required: string) =>
  requiredText(required).toLowerCase().regex(EMAIL_PATTERN, VALIDATION.invalidEmailFormat);

export const forgotPasswordRequestSchema = z.object({
  email: accountEmailField(VALIDATION.emailRequired),
  hoaid: hoaidField,
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** A PIN is 4 to 8 digits ('Pin Code field is required' when missing). */
export const pinField = requiredText(VALIDATION.ownerPin, 20).regex(
  PIN_PATTERN,
  VALIDATION.pinFormat,
);

/** The rule a new password breaks, in the words the forms show; undefined when it is fine. */
export type PasswordRule = (password: string) => string | undefined;

/** A new password: required, then the rule. */
export const newPasswordField = (required: string, rule: PasswordRule = passwordRuleError) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(200)
    .superRefine((value, ctx) => {
      const problem = rule(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const samePasswords = (value: { password: string; password2: string }) =>
  value.password === value.password2;
const mismatch = { message: VALIDATION.passwordsMustMatch, path: ['password2'] };

/** The requests that set a new password, checked with `rule`. */
export function passwordRequestSchemas(rule: PasswordRule = passwordRuleError) {
  /** spec §5 User password reset: required, confirmation required, both equal. */
  const passwordPair = {
    password: newPasswordField(VALIDATION.passwordRequired, rule),
    password2: z
      .string({ error: VALIDATION.passwordConfirmationRequired })
      .min(1, VALIDATION.passwordConfirmationRequired)
      .max(200),
  };
  /** The Owner Registration form's fields, checked alike by the form and the server. */
  const registerOwnerFields = {
    first_name: requiredText(VALIDATION.vehicleFirstName, 100),
    last_name: requiredText(VALIDATION.vehicleLastName, 100),
    phone: requiredText(VALIDATION.ownerPhone, 40),
    email: accountEmailField(VALIDATION.ownerEmail),
    unitnumber: requiredText(VALIDATION.renterUnit, 20),
    pincode: pinField,
    ...passwordPair,
    // The unit's exceptions; absent, empty or "community default" follows the community
    // (docs/adr/0007).
    parking_allowed: allowanceField('parking_allowed'),
    parking_allowed_renter: allowanceField('parking_allowed_renter'),
    owner_free_parking: allowanceField('owner_free_parking'),
    renter_free_parking: allowanceField('renter_free_parking'),
  };
  /** The 'Add patrol login' form's fields (no unit, no PIN), checked alike by form and server. */
  const registerPatrolFields = {
    first_name: requiredText(VALIDATION.vehicleFirstName, 100),
    last_name: requiredText(VALIDATION.vehicleLastName, 100),
    phone: optionalText(40),
    email: accountEmailField(VALIDATION.ownerEmail),
    ...passwordPair,
  };
  return {
    /**
     * Signed in: userid is the caller (or, for an admin, an owner of the community).
     * From a reset link: `reset_token` proves the right to change the password.
     */
    changePasswordRequestSchema: z
      .object({
        userid: uuidField('userid'),
        ...passwordPair,
        reset_token: z.string().min(1).max(200).optional(),
        /** Signed in, changing one's own password. */
        current_password: z.string().max(200).optional(),
      })
      .refine(samePasswords, mismatch),
    /** What the admin types on the Owner Registration form (spec §2): the request's own rules. */
    registerOwnerFormSchema: z.object(registerOwnerFields).refine(samePasswords, mismatch),
    /** The admin's Owner Registration form (spec §2), as sent. */
    registerOwnerRequestSchema: z
      .object({
        ...registerOwnerFields,
        hoaid2: optionalText(40),
        hoaid: hoaidField,
        role: z.literal('owner', { error: 'role must be owner' }).default('owner'),
      })
      .refine(samePasswords, mismatch),
    /** What the admin types on the 'Add patrol login' form: the request's own rules. */
    registerPatrolFormSchema: z.object(registerPatrolFields).refine(samePasswords, mismatch),
    /** The admin's 'Add patrol login' form, as sent. */
    registerPatrolRequestSchema: z
      .object({ ...registerPatrolFields, hoaid: hoaidField })
      .refine(samePasswords, mismatch),
  };
}

export const {
  changePasswordRequestSchema,
  registerOwnerFormSchema,
  registerOwnerRequestSchema,
  registerPatrolFormSchema,
  registerPatrolRequestSchema,
} = passwordRequestSchemas();
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type RegisterOwnerRequest = z.input<typeof registerOwnerRequestSchema>;
export type CheckedRegisterOwnerRequest = z.output<typeof registerOwnerRequestSchema>;
/** The Owner Registration form's values as typed (the allowances as text, '' = default). */
export type RegisterOwnerValues = z.input<typeof registerOwnerFormSchema>;
export type RegisterPatrolRequest = z.input<typeof registerPatrolRequestSchema>;
/** The 'Add patrol login' form's values as typed. */
export type RegisterPatrolValues = z.input<typeof registerPatrolFormSchema>;

/** register answers 201 Created with its message (spec §8 success text) and the new id. */
export const ownerCreatedSchema = messageSchema.extend({ userid: z.string() });
export type OwnerCreatedResponse = z.infer<typeof ownerCreatedSchema>;

/** register_patrol: the new patrol login's id and role. */
export const patrolCreatedSchema = ownerCreatedSchema.extend({ role: z.literal('patrol') });
export type RegisterPatrolResponse = z.infer<typeof patrolCreatedSchema>;

/** POST /api/users/resendverification (admin). */
export const resendVerificationRequestSchema = z.object({ userid: uuidField('userid') });
export type ResendVerificationRequest = z.input<typeof resendVerificationRequestSchema>;

/** The verify and reset links of the account mails. */
export const linkParamsSchema = z.object({
  userid: z.string().max(100),
  token: z.string().max(200),
});

// ---------- profile (spec §2 Owner profile, Admin profile) ----------

// spec §3 flags are 0 or 1: null, true or '1' is refused, never stored as a guess.
const zeroOrOne = (name: string) =>
  z.union([z.literal(0), z.literal(1)], { error: `${name} must be 0 or 1` });

export const changePinRequestSchema = z.object({
  userid: uuidField('userid'),
  pincode: pinField,
});
export type ChangePinRequest = z.input<typeof changePinRequestSchema>;

export const changeNameRequestSchema = z.object({
  which: z.literal('owner', { error: "which must be 'owner'" }).optional().default('owner'),
  userid: uuidField('userid'),
  name: optionalText(200),
  fname: requiredText(VALIDATION.vehicleFirstName, 100),
  lname: requiredText(VALIDATION.vehicleLastName, 100),
  unitnumber: optionalText(20),
  phone: requiredText(VALIDATION.ownerPhone, 40),
});
export type ChangeNameRequest = z.input<typeof changeNameRequestSchema>;

export const changeAdminNameRequestSchema = z.object({
  which: z.literal('admin', { error: "which must be 'admin'" }),
  userid: uuidField('userid'),
  name: requiredText(VALIDATION.commentName, 200),
  phone: optionalText(40),
});
export type ChangeAdminNameRequest = z.input<typeof changeAdminNameRequestSchema>;

export const changeAvailabilityRequestSchema = z.object({
  userid: uuidField('userid'),
  status_flag: zeroOrOne('status_flag'),
});
export type ChangeAvailabilityRequest = z.input<typeof changeAvailabilityRequestSchema>;

export const changeRulesRequestSchema = z.object({
  userid: uuidField('userid'),
  terms: zeroOrOne('terms'),
  termsaccepted: z
    .boolean({ error: 'termsaccepted must be true or false' })
    .optional()
    .default(false),
});
export type ChangeRulesAndRegsRequest = z.input<typeof changeRulesRequestSchema>;

export const deleteOwnerRequestSchema = z.object({ userid: uuidField('userid') });
export type DeleteOwnerRequest = z.input<typeof deleteOwnerRequestSchema>;

/**
 * The signed-in Change Password form (spec §5 user password rules, and the current password):
 * the same messages as the server's changepassword; "must match" only once both are typed.
 */
export const ownPasswordChangeFormSchema = z
  .object({
    current_password: z.string().min(1, VALIDATION.currentPasswordRequired),
    password: newPasswordField(VALIDATION.passwordRequired),
    password2: z.string().min(1, VALIDATION.passwordConfirmationRequired),
  })
  .superRefine((value, ctx) => {
    if (value.password !== '' && value.password2 !== '' && value.password !== value.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: VALIDATION.passwordsMustMatch });
    }
  });
export type OwnPasswordChangeValues = z.input<typeof ownPasswordChangeFormSchema>;
