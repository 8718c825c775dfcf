// spec §5: sign-in, forgot-password and password forms.
import { VALIDATION } from '../messages';
import { isBlank, type FieldErrors } from './field-errors';

/** spec §5: a basic e-mail pattern (something@something.something, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** spec §5 Forgot password: 'Email Required', then 'Invalid Email Format'. */
export function validateForgotPassword(form: { email: string }): FieldErrors<'email'> {
  if (isBlank(form.email)) return { email: VALIDATION.emailRequired };
  if (!isEmail(form.email)) return { email: VALIDATION.invalidEmailFormat };
  return {};
}

/** spec §5 Owner login: email and password not empty. */
export function validateOwnerLogin(form: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (isBlank(form.email)) errors.email = VALIDATION.loginEmail;
  if (form.password === '') errors.password = VALIDATION.loginPassword;
  return errors;
}

/** spec §5 Renter login: unit number and pin not empty. */
export function validateRenterLogin(form: {
  unitnumber: string;
  pincode: string;
}): FieldErrors<'unitnumber' | 'pincode'> {
  const errors: FieldErrors<'unitnumber' | 'pincode'> = {};
  if (isBlank(form.unitnumber)) errors.unitnumber = VALIDATION.renterUnit;
  if (isBlank(form.pincode)) errors.pincode = VALIDATION.renterPin;
  return errors;
}

/** New passwords have at least 10 characters (the server also refuses common ones). */
export const MIN_PASSWORD_LENGTH = 10;
/** PINs are 4 to 8 digits. */
export const PIN_PATTERN = /^\d{4,8}$/;

/** The rule a non-empty new password breaks, as the server words it; undefined when none. */
export function passwordRuleError(password: string): string | undefined {
  return password.length < MIN_PASSWORD_LENGTH ? VALIDATION.passwordTooShort : undefined;
}

/** 'Pin Code field is required' when empty, the 4-8 digit rule otherwise; undefined when valid. */
export function pinRuleError(pin: string): string | undefined {
  if (isBlank(pin)) return VALIDATION.ownerPin;
  return PIN_PATTERN.test(pin.trim()) ? undefined : VALIDATION.pinFormat;
}

/** spec §5 User password reset: both required, the password rules, then both equal. */
export function validateUserPasswordReset(form: {
  password: string;
  password2: string;
}): FieldErrors<'password' | 'password2'> {
  const errors: FieldErrors<'password' | 'password2'> = {};
  const passwordError =
    form.password === '' ? VALIDATION.passwordRequired : passwordRuleError(form.password);
  if (passwordError) errors.password = passwordError;
  if (form.password2 === '') errors.password2 = VALIDATION.passwordConfirmationRequired;
  if (form.password !== '' && form.password2 !== '' && form.password !== form.password2) {
    errors.password2 = VALIDATION.passwordsMustMatch;
  }
  return errors;
}

/** Signed in, changing one's own password: the current one too. */
export function validateOwnPasswordChange(form: {
  current_password: string;
  password: string;
  password2: string;
}): FieldErrors<'current_password' | 'password' | 'password2'> {
  const errors: FieldErrors<'current_password' | 'password' | 'password2'> = {
    ...validateUserPasswordReset(form),
  };
  if (form.current_password === '') errors.current_password = VALIDATION.currentPasswordRequired;
  return errors;
}
