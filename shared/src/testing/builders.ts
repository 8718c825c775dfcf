// Data builders in the API's wire shape (spec §3): a complete, valid record with the fields a
// test cares about overridden. Ids are unique per builder call where a list needs them.
import {
  addDays,
  dstr,
  type ActiveCountData,
  type AuditEntry,
  type Community,
  type ContactEntry,
  type LoginResponse,
  type Notification,
  type Owner,
  type RenterLoginResponse,
  type SpotType,
  type Vehicle,
  type Violation,
} from '../domain';
import type { PaymentQuote } from '../domain/api-contract';

/** The spot types of the demo community (spec §3 hoa_parking_spots). */
export const spotTypes: SpotType[] = [
  { spot_display: 'Car', spot_type: 'CAR', spot_price: 10 },
  { spot_display: 'Truck/Van', spot_type: 'TRUCK', spot_price: 12 },
  { spot_display: 'Dumpster', spot_type: 'DUMPSTER', spot_price: 0 },
  { spot_display: 'Trailer', spot_type: 'TRAILER', spot_price: 20 },
  { spot_display: 'Camper/RV', spot_type: 'RV', spot_price: 25 },
  { spot_display: 'Oversized', spot_type: 'OVERSIZE', spot_price: 30 },
];

let nextId = 1;
/** A fresh id with a readable prefix ('veh-7'). */
export function nextTestId(prefix: string): string {
  return `${prefix}-${nextId++}`;
}

export function community(overrides: Partial<Community> = {}): Community {
  return {
    hoaid: 'demo',
    name: 'Demo Community',
    address: '1 Main Street',
    city: 'Springfield',
    state: 'OR',
    zip: '97477',
    company: 'Acme Management',
    parking_allowed_unit: 5,
    parking_allowed_renter: 2,
    parking_allowed_hoa: 100,
    renter_free_parking_spots: 1,
    owner_free_parking_spots: 0,
    season_adjust_unit: 0,
    season_adjust_renter: 0,
    season_parking_fee_factor: 1,
    use_availability_factor: false,
    use_warning_status: 0,
    availability_warning_buffer: 2,
    parking_information_url: 'https://parking.example/offsite',
    use_owner_creditcard: false,
    use_renter_creditcard: false,
    use_owner_ppp: false,
    use_renter_ppp: false,
    use_demo_mode: false,
    background_image_url: '',
    hoa_phone_cell: '',
    hoa_phone_office: '',
    hoa_email: '',
    timezone: 'America/Los_Angeles',
    help_text: {
      general: '<p>General help text</p>',
      permissions: '<p>Permissions</p>',
      owner: '<p>Owner help text</p>',
      owner_tc: '<p>Owner terms</p>',
      renter: '<p>Renter help text</p>',
      renter_tc: '<p>Renter terms</p>',
      admin: '<p>Admin help text</p>',
    },
    contact_information: [],
    parking_spots: spotTypes,
    ...overrides,
  };
}

export function contact(overrides: Partial<ContactEntry> = {}): ContactEntry {
  return {
    contact_id: nextTestId('contact'),
    phone_description: 'Front office',
    phone_number: '555-0100',
    email: 'office@demo.test',
    sort_order: 1,
    display_category: 'All',
    ...overrides,
  };
}

/** The login response of an owner, admin or read-only owner (spec §7 login). */
export function loginResponse(
  role: LoginResponse['role'] = 'owner',
  overrides: Partial<LoginResponse> = {},
): LoginResponse {
  const person =
    role === 'admin'
      ? { userid: 'admin-1', name: 'Ada Admin', first_name: 'Ada', last_name: 'Admin' }
      : { userid: 'owner-1', name: 'Olivia Owner', first_name: 'Olivia', last_name: 'Owner' };
  return {
    token: `token-${role}`,
    role,
    unitnumber: '101',
    email: `${role}@demo.test`,
    hoaid: 'demo',
    has_read_terms: true,
    phone: '',
    ...person,
    ...overrides,
  };
}

/** The check-in response of a renter: the token's user is the unit owner (spec §3). */
export function renterLoginResponse(
  overrides: Partial<RenterLoginResponse> = {},
): RenterLoginResponse {
  return {
    token: 'token-renter',
    role: 'renter',
    _id: 'owner-1',
    unitnumber: '101',
    renter_free_parking: 1,
    hoaid: 'demo',
    ...overrides,
  };
}

export function owner(overrides: Partial<Owner> = {}): Owner {
  return {
    _id: 'u1',
    userid: 'u1',
    hoaid: 'demo',
    name: 'Olivia Owner',
    first_name: 'Olivia',
    last_name: 'Owner',
    fname: 'Olivia',
    lname: 'Owner',
    phone: '555-0101',
    email: 'owner@demo.test',
    unitnumber: '101',
    pincode: '1234',
    role: 'owner',
    crud: 'write',
    has_read_terms: true,
    parking_allowed: 5,
    parking_allowed_renter: 2,
    owner_free_parking: 0,
    renter_free_parking: 1,
    unit_allowance: {
      parking_allowed: null,
      parking_allowed_renter: null,
      owner_free_parking: null,
      renter_free_parking: 1,
    },
    status_flag: 1,
    email_verified: true,
    ...overrides,
  };
}

/** An owner's vehicle, offsite (checkout 1970-01-01) unless overridden. */
export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const id = nextTestId('veh');
  return {
    _id: id,
    vehicleid: id,
    hoaid: 'demo',
    ownerid: 'owner-1',
    unitnumber: '101',
    vehicle_type: 'CAR',
    carownertype: 'owner',
    carowner_fname: 'Olivia',
    carowner_lname: 'Owner',
    carownerphone: '555-0101',
    make: 'Toyota',
    model: 'Corolla',
    year: '2020',
    plate: 'ABC123',
    plate_state: 'CA',
    startdate: dstr(),
    enddate: '1970-01-01',
    status_flag: 1,
    active_flag: 1,
    terms: 1,
    number_of_changes: 0,
    change_history: [],
    parking_transaction_id: null,
    ...overrides,
  };
}

/** A vehicle onsite from today, checking out in three days unless overridden. */
export function onsiteVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return vehicle({ startdate: dstr(), enddate: addDays(dstr(), 3), ...overrides });
}

/** A renter's vehicle, checked out today unless overridden. */
export function renterVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return vehicle({
    carownertype: 'renter',
    carowner_fname: 'Rita',
    carowner_lname: 'Renter',
    carownerphone: '555-0102',
    make: 'Honda',
    model: 'Fit',
    year: '2018',
    plate: 'RNT001',
    enddate: dstr(),
    ...overrides,
  });
}

export function violation(overrides: Partial<Violation> = {}): Violation {
  return {
    _id: nextTestId('vio'),
    hoaid: 'demo',
    violation_type: 'Blocking',
    violation_plate: 'ABC123',
    violation_state: 'CA',
    violation_location: 'Lot B',
    violation_description: 'Parked across two spaces',
    violation_reporter: 'Ada Admin',
    violation_date: dstr(),
    violation_time: '10:00:00',
    ...overrides,
  };
}

export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    hoaid: 'demo',
    notify_type: 'OTHER',
    notify_plate: 'ABC123',
    notify_name: 'Nina',
    notify_phone: '555-0199',
    notify_description: 'Blocked driveway',
    notify_date: '2026-11-20',
    notify_time: '10:00',
    notify_unit: '101',
    ...overrides,
  };
}

export function activeCount(overrides: Partial<ActiveCountData> = {}): ActiveCountData {
  return {
    allcount: 5,
    maxallactive: 100,
    ownercount: 1,
    rentercount: 0,
    maxunitactive: 5,
    maxrenteractive: 2,
    unitcount: 1,
    ownercountok: true,
    allcountok: true,
    rentercountok: true,
    season_parking_fee_factor: 1,
    use_availability_factor: false,
    user: {
      parking_allowed: 5,
      parking_allowed_renter: 2,
      owner_free_parking: 0,
      renter_free_parking: 1,
    },
    ...overrides,
  };
}

/** A server quote (POST quote_stay, docs/adr/0009); free unless overridden. */
export function quote(overrides: Partial<PaymentQuote> = {}): PaymentQuote {
  return {
    quote_id: null,
    expires_at: null,
    checkin: dstr(),
    checkout: '1970-01-01',
    nights: 0,
    nights_paid: 0,
    nights_free: 0,
    nights_due: 0,
    nights_repriced: 0,
    reprice_total: 0,
    dayprice: 10,
    total_price: 0,
    payment_due: false,
    reason: 'no_nights',
    ...overrides,
  };
}

/** A due quote of `nights` nights at `dayprice`. */
export function dueQuote(nights: number, dayprice: number, checkout: string): PaymentQuote {
  return quote({
    quote_id: `quote-${nights}-${dayprice}`,
    expires_at: new Date(Date.now() + 900_000).toISOString(),
    checkout,
    nights,
    nights_due: nights,
    dayprice,
    total_price: nights * dayprice,
    payment_due: true,
    reason: null,
  });
}

let nextAuditId = 1;
/**
 * An audit log entry: by default the admin changed a vehicle's checkout. Ids count up,
 * and each entry is a minute after the previous one, so the newest-first order is the reverse.
 */
export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  const id = nextAuditId++;
  return {
    id,
    at: new Date(Date.UTC(2026, 10, 20, 17, 0) + id * 60_000).toISOString(),
    userid: 'admin-1',
    username: 'admin@demo.test',
    role: 'admin',
    kind: 'vehicle',
    action: 'checkout',
    entityid: 'veh-1',
    unitnumber: '101',
    plate: 'ABC123',
    before: { enddate: '2026-11-20' },
    after: { enddate: '2026-11-25' },
    ...overrides,
  };
}
