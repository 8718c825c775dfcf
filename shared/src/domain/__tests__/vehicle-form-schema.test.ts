// The vehicle form's schema: the insert request's fields and bounds, then the product's Vehicle
// rules for the role, today and the vehicle type, each on the form field it is about.
import { TEAM_TEXT, VALIDATION } from '../messages';
import { vehicleFormSchema, type VehicleFormRules } from '../schemas';

const today = '2026-03-05';

const filled = {
  vehicle_type: 'CAR',
  carownertype: 'owner' as const,
  carowner_fname: 'Pat',
  carowner_lname: 'Lee',
  carownerphone: '555-0100',
  make: 'Ford',
  model: '',
  year: '',
  plate: 'ABC123',
  plate_state: 'FL',
  enddate: '1970-01-01',
  termsAccepted: true,
};

/** Each failing field's first message, as zodResolver shows it. */
function errorsOf(values: object, rules: Partial<VehicleFormRules> = {}): Record<string, string> {
  const result = vehicleFormSchema({
    role: 'owner',
    today,
    checksCheckout: false,
    ...rules,
  }).safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('vehicleFormSchema', () => {
  it('requires names, phone, make, plate and state with the spec messages, blanks included', () => {
    const blank = { carowner_fname: ' ', carowner_lname: '', carownerphone: '' };
    expect(errorsOf({ ...filled, ...blank, make: '', plate: '  ', plate_state: '' })).toEqual({
      carowner_fname: VALIDATION.vehicleFirstName,
      carowner_lname: VALIDATION.vehicleLastName,
      carownerphone: VALIDATION.vehiclePhone,
      make: VALIDATION.vehicleMake,
      plate: VALIDATION.vehiclePlate,
      plate_state: VALIDATION.vehiclePlateState,
    });
  });

  it('skips plate, make and state for a dumpster (spot type rule)', () => {
    const dumpster = { ...filled, vehicle_type: 'dumpster', make: '', plate: '', plate_state: '' };
    expect(errorsOf(dumpster)).toEqual({});
  });

  it("keeps the request schema's bounds and trims like the server", () => {
    expect(errorsOf({ ...filled, carowner_fname: 'x'.repeat(101) })).toEqual({
      carowner_fname: 'At most 100 characters',
    });
    const parsed = vehicleFormSchema({ role: 'owner', today, checksCheckout: false }).parse({
      ...filled,
      carowner_fname: '  Pat ',
      plate: ' abc123 ',
    });
    expect(parsed).toMatchObject({ carowner_fname: 'Pat', plate: 'abc123' });
  });

  it('checks a checkout date against today only when the form asks for it', () => {
    const past = { ...filled, enddate: '2026-03-04' };
    expect(errorsOf(past)).toEqual({});
    expect(errorsOf(past, { checksCheckout: true })).toEqual({
      enddate: VALIDATION.checkoutInPast,
    });
    expect(errorsOf({ ...filled, enddate: today }, { checksCheckout: true })).toEqual({});
    expect(errorsOf({ ...filled, enddate: '2026-05-05' }, { checksCheckout: true })).toEqual({
      enddate: VALIDATION.checkoutTooFar,
    });
    // 1970-01-01 is no checkout date at all.
    expect(errorsOf(filled, { checksCheckout: true, role: 'renter' })).toEqual({});
  });

  it("words a past date for renters as the spec's renter rule, for owners and admins not", () => {
    const past = { ...filled, enddate: '2026-03-04' };
    const rules = { checksCheckout: true, today };
    expect(errorsOf(past, { ...rules, role: 'renter' }).enddate).toBe(
      VALIDATION.renterEndDateBeforeToday,
    );
    expect(errorsOf(past, { ...rules, role: 'admin' }).enddate).toBe(VALIDATION.checkoutInPast);
    expect(errorsOf(past, { ...rules, role: 'owner' }).enddate).toBe(VALIDATION.checkoutInPast);
  });

  it('puts the terms rule on the terms box', () => {
    expect(errorsOf({ ...filled, termsAccepted: false }, { role: 'renter' })).toEqual({
      termsAccepted: TEAM_TEXT.termsRequired,
    });
  });
});
