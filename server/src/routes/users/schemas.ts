// Request schemas of /api/users, typed against the shared API contract.
import { z } from 'zod';
import {
  PIN_PATTERN,
  VALIDATION,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterOwnerRequest,
  type RegisterPatrolRequest,
  type RenterLoginRequest,
} from '@parking/shared/domain';
import {
  EMAIL_PATTERN,
  allowanceField,
  hoaidField,
  optionalText,
  requiredText,
  uuidField,
} from '@parking/shared/domain';
import { passwordRuleError } from '../../services/passwords';

export const loginSchema = z.object({
  email: requiredText(VALIDATION.loginEmail).toLowerCase(),
  password: z.string({ error: VALIDATION.loginPassword }).min(1, VALIDATION.loginPassword).max(200),
  hoaid: hoaidField,
}) satisfies z.ZodType<LoginRequest>;

export const renterLoginSchema = z.object({
  unitnumber: requiredText(VALIDATION.renterUnit, 20),
  pincode: requiredText(VALIDATION.renterPin, 20),
  hoaid: hoaidField,
}) satisfies z.ZodType<RenterLoginRequest>;

const emailField = requiredText(VALIDATION.emailRequired)
  .toLowerCase()
  .regex(EMAIL_PATTERN, VALIDATION.invalidEmailFormat);

export const forgotPasswordSchema = z.object({
  email: emailField,
  hoaid: hoaidField,
}) satisfies z.ZodType<ForgotPasswordRequest>;

/** A PIN is 4 to 8 digits ('Pin Code field is required' when missing). */
export const pinField = requiredText(VALIDATION.ownerPin, 20).regex(
  PIN_PATTERN,
  VALIDATION.pinFormat,
);

/** A new password: required, at least 10 characters, not a common one. */
export const newPasswordField = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(200)
    .superRefine((value, ctx) => {
      const problem = passwordRuleError(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** spec §5 User password reset: required, confirmation required, both equal. */
const passwordPair = {
  password: newPasswordField(VALIDATION.passwordRequired),
  password2: z
    .string({ error: VALIDATION.passwordConfirmationRequired })
    .min(1, VALIDATION.passwordConfirmationRequired)
    .max(200),
};
const samePasswords = (value: { password: string; password2: string }) =>
  value.password === value.password2;
const mismatch = { message: VALIDATION.passwordsMustMatch, path: ['password2'] };

export const changePasswordSchema = z
  .object({
    userid: uuidField('userid'),
    ...passwordPair,
    reset_token: z.string().min(1).max(200).optional(),
    /** Signed in, changing one's own password. */
    current_password: z.string().max(200).optional(),
  })
  .refine(samePasswords, mismatch) satisfies z.ZodType<ChangePasswordRequest>;

export const registerOwnerSchema = z
  .object({
    first_name: requiredText(VALIDATION.vehicleFirstName, 100),
    last_name: requiredText(VALIDATION.vehicleLastName, 100),
    phone: requiredText(VALIDATION.ownerPhone, 40),
    email: requiredText(VALIDATION.ownerEmail)
      .toLowerCase()
      .regex(EMAIL_PATTERN, VALIDATION.invalidEmailFormat),
    unitnumber: requiredText(VALIDATION.renterUnit, 20),
    pincode: pinField,
    ...passwordPair,
    // The unit's exceptions; absent or "community default" follows the community (ADR 0007).
    parking_allowed: allowanceField('parking_allowed'),
    parking_allowed_renter: allowanceField('parking_allowed_renter'),
    owner_free_parking: allowanceField('owner_free_parking'),
    renter_free_parking: allowanceField('renter_free_parking'),
    hoaid2: optionalText(40),
    hoaid: hoaidField,
    role: z.literal('owner', { error: 'role must be owner' }).default('owner'),
  })
  .refine(samePasswords, mismatch) satisfies z.ZodType<RegisterOwnerRequest>;

export const resendVerificationSchema = z.object({ userid: uuidField('userid') });

export const linkParamsSchema = z.object({
  userid: z.string().max(100),
  token: z.string().max(200),
});

/** The admin's 'Add patrol login' form (no unit, no PIN). */
export const registerPatrolSchema = z
  .object({
    first_name: requiredText(VALIDATION.vehicleFirstName, 100),
    last_name: requiredText(VALIDATION.vehicleLastName, 100),
    phone: optionalText(40),
    email: requiredText(VALIDATION.ownerEmail)
      .toLowerCase()
      .regex(EMAIL_PATTERN, VALIDATION.invalidEmailFormat),
    ...passwordPair,
    hoaid: hoaidField,
  })
  .refine(samePasswords, mismatch) satisfies z.ZodType<RegisterPatrolRequest>;
