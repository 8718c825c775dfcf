import type { z } from 'zod';
import {
  defaultRenterVehicleType,
  dumpsterPlaceholders,
  hasErrors,
  notAuthorisedText,
  pinRuleError,
  renterVehicleTypes,
  adminPasswordResetFormSchema,
  validateCard,
  validateCheckout,
  validateComment,
  validateContact,
  validateForgotPassword,
  validateHelpPublish,
  modifyOwnerFormSchema,
  validateOwnPasswordChange,
  validateOwnerLogin,
  validateRenterLogin,
  validateUserPasswordReset,
  validateVehicle,
  violationFormSchema,
  withDumpsterPlaceholders,
  type VehicleFormInput,
} from '../index';

const today = '2026-03-05';

/** The first message per field a shared schema gives for the input ({} when it passes). */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('account forms', () => {
  it('checks the forgot-password e-mail', () => {
    // spec §5 Forgot password: required, basic pattern
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'Email Required' });
    expect(validateForgotPassword({ email: 'owner@demo' })).toEqual({
      email: 'Invalid Email Format',
    });
    expect(validateForgotPassword({ email: 'owner@demo.test' })).toEqual({});
  });

  it('requires owner login email and password', () => {
    expect(validateOwnerLogin({ email: ' ', password: '' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Please enter a valid Password',
    });
  });

  it('requires renter unit and pin', () => {
    expect(validateRenterLogin({ unitnumber: '', pincode: '' })).toEqual({
      unitnumber: 'Please enter a valid unitnumber',
      pincode: 'Please enter a valid pincode',
    });
    expect(validateRenterLogin({ unitnumber: '101', pincode: '1234' })).toEqual({});
  });

  it('requires the admin password reset to be non-empty, then 10 characters', () => {
    const reset = (password: string) => messagesOf(adminPasswordResetFormSchema, { password });
    expect(reset('')).toEqual({ password: 'Password cannot be empty' });
    expect(reset('x')).toEqual({ password: 'Password must be at least 10 characters' });
    expect(reset('ten-chars!')).toEqual({});
  });

  it('requires both reset passwords, 10 characters and that they match', () => {
    // spec §5 User password reset: three messages; we add the length rule
    expect(validateUserPasswordReset({ password: '', password2: '' })).toEqual({
      password: 'Password Required',
      password2: 'Password Confirmation Required',
    });
    expect(validateUserPasswordReset({ password: 'a', password2: 'a' })).toEqual({
      password: 'Password must be at least 10 characters',
    });
    expect(validateUserPasswordReset({ password: 'long-enough-1', password2: 'b' })).toEqual({
      password2: 'Passwords must be the same',
    });
    expect(validateUserPasswordReset({ password: 'ten-chars!', password2: 'ten-chars!' })).toEqual(
      {},
    );
  });

  it("asks for the current password when changing one's own", () => {
    const form = { current_password: '', password: 'long-enough-1', password2: 'long-enough-1' };
    expect(validateOwnPasswordChange(form)).toEqual({
      current_password: 'Current Password Required',
    });
    expect(validateOwnPasswordChange({ ...form, current_password: 'old' })).toEqual({});
  });

  it('takes PINs of 4 to 8 digits', () => {
    expect(pinRuleError('')).toBe('Pin Code field is required');
    expect(pinRuleError('12')).toBe('Pin Code must be 4 to 8 digits');
    expect(pinRuleError('123456789')).toBe('Pin Code must be 4 to 8 digits');
    expect(pinRuleError('12a4')).toBe('Pin Code must be 4 to 8 digits');
    expect(pinRuleError('1234')).toBeUndefined();
    expect(pinRuleError('12345678')).toBeUndefined();
  });
});

describe('vehicle form', () => {
  const filled: VehicleFormInput = {
    vehicle_type: 'CAR',
    carowner_fname: 'Pat',
    carowner_lname: 'Lee',
    carownerphone: '555-0100',
    make: 'Ford',
    plate: 'ABC123',
    plate_state: 'FL',
    termsAccepted: true,
  };

  it('requires names, phone, make, plate and state', () => {
    const errors = validateVehicle(
      {
        vehicle_type: 'CAR',
        carowner_fname: '',
        carowner_lname: '',
        carownerphone: '',
        make: '',
        plate: '',
        plate_state: '',
        termsAccepted: true,
      },
      { role: 'owner', today },
    );
    expect(errors).toEqual({
      carowner_fname: 'First name field is required',
      carowner_lname: 'Last name field is required',
      carownerphone: 'Phone field is required',
      make: 'Make field is required',
      plate: 'License Plate field is required',
      plate_state: 'License Plate State field is required',
    });
    expect(hasErrors(validateVehicle(filled, { role: 'owner', today }))).toBe(false);
  });

  it('skips plate, make and state for a dumpster', () => {
    // spec §5: vehicle fields for dumpster type skip plate, make and state
    const errors = validateVehicle(
      { ...filled, vehicle_type: 'DUMPSTER', make: '', plate: '', plate_state: '' },
      { role: 'owner', today },
    );
    expect(errors).toEqual({});
  });

  it("refuses a renter's end date before today and any date past 60 days", () => {
    // spec §5: renter end date before today; checkout at most 60 days ahead
    expect(
      validateVehicle({ ...filled, enddate: '2026-03-04' }, { role: 'renter', today }),
    ).toEqual({
      enddate: 'End Date field cannot be before today',
    });
    expect(validateVehicle({ ...filled, enddate: '2026-03-04' }, { role: 'owner', today })).toEqual(
      {
        enddate: 'Date must be in the future.',
      },
    );
    expect(
      validateVehicle({ ...filled, enddate: '2026-06-01' }, { role: 'renter', today }),
    ).toEqual({
      enddate: 'Checkout date must be within 60 days of today.',
    });
    expect(
      validateVehicle({ ...filled, enddate: '1970-01-01' }, { role: 'renter', today }),
    ).toEqual({});
  });

  it('requires the terms to be accepted', () => {
    // spec §5: terms must be accepted before a vehicle submit
    expect(
      validateVehicle({ ...filled, termsAccepted: false }, { role: 'renter', today }).terms,
    ).toBeDefined();
  });

  it('checks a checkout date change', () => {
    expect(validateCheckout({ enddate: '2026-03-01' }, today)).toEqual({
      enddate: 'Date must be in the future.',
    });
    expect(validateCheckout({ enddate: '2026-03-06' }, today)).toEqual({});
  });

  it('fills the dumpster placeholders', () => {
    // spec §4: plate DUMPSTER, make and state n/a
    expect(dumpsterPlaceholders).toEqual({ plate: 'DUMPSTER', make: 'n/a', plate_state: 'n/a' });
    const fields = {
      ...filled,
      vehicle_type: 'DUMPSTER',
      model: '',
      year: '',
      carownertype: 'owner' as const,
    };
    expect(withDumpsterPlaceholders(fields)).toMatchObject({
      plate: 'DUMPSTER',
      make: 'n/a',
      plate_state: 'n/a',
    });
    expect(withDumpsterPlaceholders({ ...fields, vehicle_type: 'CAR' }).plate).toBe('ABC123');
  });

  it('offers renters no management-only types and defaults to CAR', () => {
    // spec §9: renter type list excludes DUMPSTER, RV, TRAILER and OVERSIZE; default CAR
    const spots = ['CAR', 'TRUCK', 'DUMPSTER', 'RV', 'TRAILER', 'OVERSIZE', 'MOTORCYCLE'].map(
      (t) => ({
        spot_display: t,
        spot_type: t,
        spot_price: 10,
      }),
    );
    expect(renterVehicleTypes(spots).map((s) => s.spot_type)).toEqual([
      'CAR',
      'TRUCK',
      'MOTORCYCLE',
    ]);
    expect(defaultRenterVehicleType(spots)).toBe('CAR');
    expect(defaultRenterVehicleType([])).toBe('CAR');
  });
});

describe('community forms', () => {
  it('requires the comment name and text', () => {
    expect(validateComment({ notify_name: '', notify_description: '' })).toEqual({
      notify_name: 'Name field is required',
      notify_description: 'Comment field is required',
    });
  });

  it('requires violation plate, state and location (the schema the server checks with)', () => {
    const result = violationFormSchema.safeParse({
      violation_plate: ' ',
      violation_state: '',
      violation_location: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      violation_plate: 'Plate field is required',
      violation_state: 'State field is required',
      violation_location: 'Location field is required',
    });
  });

  it('requires the modified owner e-mail, phone and pin', () => {
    const modify = (form: object) => messagesOf(modifyOwnerFormSchema, form);
    expect(modify({ owner_email: '', owner_phone: '', owner_pincode: '' })).toEqual({
      owner_email: 'Email field is required',
      owner_phone: 'Phone field is required',
      owner_pincode: 'Pin Code field is required',
    });
    const filled = { owner_email: 'o@x.test', owner_phone: '302-555-0100' };
    expect(modify({ ...filled, owner_pincode: '12' })).toEqual({
      owner_pincode: 'Pin Code must be 4 to 8 digits',
    });
    expect(modify({ ...filled, owner_email: 'o@x', owner_pincode: '1234' })).toEqual({
      owner_email: 'Invalid Email Format',
    });
    expect(modify({ ...filled, owner_pincode: '1234' })).toEqual({});
  });

  it('requires a contact id, description, sort order and a phone or e-mail', () => {
    const empty = {
      contact_id: '',
      phone_description: '',
      phone_number: '',
      email: '',
      sort_order: '',
    };
    expect(validateContact(empty)).toEqual({
      contact_id: 'Id field is required',
      phone_description: 'Description field is required',
      phone_number: 'Phone number or email field is required',
      sort_order: 'Sort order field is required',
    });
    expect(
      validateContact({
        contact_id: 'c1',
        phone_description: 'Office',
        phone_number: '',
        email: 'a@b.test',
        sort_order: 10,
      }),
    ).toEqual({});
  });

  it('checks a contact e-mail like every other e-mail field', () => {
    const contact = { contact_id: 'c1', phone_description: 'Office', sort_order: 10 };
    expect(validateContact({ ...contact, phone_number: '', email: 'office@demo' })).toEqual({
      email: 'Invalid Email Format',
    });
    expect(validateContact({ ...contact, phone_number: '302-555-0100', email: 'a b@c.d' })).toEqual(
      { email: 'Invalid Email Format' },
    );
    expect(validateContact({ ...contact, phone_number: '302-555-0100', email: '' })).toEqual({});
  });

  it('shows only the last failing card message', () => {
    // spec §5 Card: only the last failing message shows
    expect(validateCard({ first_name: '', last_name: '', month: '', year: '' })).toBe(
      'year must not be empty',
    );
    expect(validateCard({ first_name: '', last_name: '', month: '11', year: '2030' })).toBe(
      'lastname must not be empty',
    );
    expect(validateCard({ first_name: 'A', last_name: 'B', month: '11', year: '2030' })).toBeNull();
  });

  it('has nothing to publish without a help topic', () => {
    expect(validateHelpPublish({ which: null })).toEqual({ which: 'Nothing to publish' });
    expect(validateHelpPublish({ which: 'owner' })).toEqual({});
  });
});

describe('notAuthorisedText (why a plate is not authorised)', () => {
  it('says offsite since when, an ended stay, a deleted registration or an unknown plate', () => {
    expect(notAuthorisedText({ reason: 'offsite', offsite_since: '2026-11-20' })).toBe(
      'Registered, but set offsite on 2026-11-20.',
    );
    expect(notAuthorisedText({ reason: 'offsite' })).toBe('Registered, but not parked (offsite).');
    expect(notAuthorisedText({ reason: 'expired', enddate: '2026-11-25' })).toBe(
      'The stay ended: checkout was 2026-11-25.',
    );
    expect(notAuthorisedText({ reason: 'deleted' })).toBe(
      'The registration of this plate was deleted.',
    );
    expect(notAuthorisedText({ reason: 'unknown' })).toBe(
      'No vehicle with this plate is registered in the community.',
    );
    expect(notAuthorisedText({})).toBeNull();
  });
});
