// spec §5: sign-in, forgot-password and password forms.
import { VALIDATION } from '../messages';
import { isBlank, type FieldErrors } from './field-errors';

/** spec §5: a basic e-mail pattern (something@something.something, no spaces). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** spec §5 Owner password reset (admin): not empty; password2 is then sent equal to it. */
export function validateAdminPasswordReset(form: { password: string }): FieldErrors<'password'> {
  return form.password === '' ? { password: VALIDATION.adminPasswordEmpty } : {};
}

/** spec §5 User password reset: both required, then both equal. */
export function validateUserPasswordReset(form: {
  password: string;
  password2: string;
}): FieldErrors<'password' | 'password2'> {
  const errors: FieldErrors<'password' | 'password2'> = {};
  if (form.password === '') errors.password = VALIDATION.passwordRequired;
  if (form.password2 === '') errors.password2 = VALIDATION.passwordConfirmationRequired;
  if (form.password !== '' && form.password2 !== '' && form.password !== form.password2) {
    errors.password2 = VALIDATION.passwordsMustMatch;
  }
  return errors;
}
