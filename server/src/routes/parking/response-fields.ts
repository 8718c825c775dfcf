// JSON schemas of the entities the /api/parking calls return. Each property list is
// checked against its API-contract type (`satisfies Fields<T>`): a contract field missing here
// fails the typecheck instead of silently vanishing from a screen, and a field the contract does
// not name (a new column, a password hash) is dropped by Fastify's serialiser.
import {
  CAR_OWNER_TYPES,
  DISPLAY_CATEGORIES,
  HELP_TOPICS,
  type ActiveCountData,
  type ChangeHistoryEntry,
  type Community,
  type GuestLimits,
  type ContactEntry,
  type OwnerContact,
  type OwnerCount,
  type SpotType,
  type Vehicle,
} from '@parking/shared/domain';

/** One JSON schema per field of T, no more and no fewer. */
export type Fields<T> = { [K in keyof Required<T>]: object };

export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const integer = { type: 'integer' } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
/** Prices and factors may have decimals. */
export const decimal = { type: 'number' } as const;
export const flag = { type: 'boolean' } as const;
export const zeroOrOne = { type: 'integer', enum: [0, 1] } as const;

/** An object with exactly these properties; all required but the `optional` ones. */
export function exactly(properties: Record<string, object>, optional: readonly string[] = []) {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    additionalProperties: false,
  } as const;
}

export function listOf(item: object) {
  return { type: 'array', items: item } as const;
}

export const messageFields = { message: text };

const spotType = exactly({
  spot_display: text,
  spot_type: text,
  spot_price: decimal,
} satisfies Fields<SpotType>);
export const spotTypeList = listOf(spotType);

const contactEntry = exactly({
  contact_id: text,
  phone_description: text,
  phone_number: text,
  email: text,
  sort_order: integer,
  display_category: { type: 'string', enum: [...DISPLAY_CATEGORIES] },
} satisfies Fields<ContactEntry>);

// hoa_data passes the stored help_text through, which may predate a topic: none is required.
const helpText = exactly(
  Object.fromEntries(HELP_TOPICS.map((topic) => [topic, text])),
  HELP_TOPICS,
);

export const communityFields = {
  hoaid: text,
  name: text,
  address: text,
  city: text,
  state: text,
  zip: text,
  company: text,
  parking_allowed_unit: integer,
  parking_allowed_renter: integer,
  parking_allowed_hoa: integer,
  renter_free_parking_spots: integer,
  owner_free_parking_spots: integer,
  season_adjust_unit: integer,
  season_adjust_renter: integer,
  season_parking_fee_factor: decimal,
  use_availability_factor: flag,
  use_warning_status: zeroOrOne,
  availability_warning_buffer: integer,
  parking_information_url: text,
  reminder_time: text,
  tow_violation_count: integer,
  tow_window_days: integer,
  warning_grace_date: nullableText,
  guest_unit_nights: integer,
  guest_max_consecutive: integer,
  guest_cooldown_nights: integer,
  guest_owner_types: listOf(text),
  guest_tc: text,
  use_owner_creditcard: flag,
  use_renter_creditcard: flag,
  use_owner_ppp: flag,
  use_renter_ppp: flag,
  use_demo_mode: flag,
  background_image_url: text,
  hoa_phone_cell: text,
  hoa_phone_office: text,
  hoa_email: text,
  timezone: text,
  help_text: helpText,
  contact_information: listOf(contactEntry),
  parking_spots: spotTypeList,
  demo_credentials: exactly({ email: text, password: text }),
} satisfies Fields<Community>;
/** Present only in demo mode (spec §2 Owner Login). */
export const communityOptional = [
  'demo_credentials',
  'reminder_time',
  'tow_violation_count',
  'tow_window_days',
  'warning_grace_date',
  'guest_unit_nights',
  'guest_max_consecutive',
  'guest_cooldown_nights',
  'guest_owner_types',
  'guest_tc',
] as const;

const ownerContact = exactly({
  first_name: text,
  last_name: text,
  phone: text,
  email: text,
} satisfies Fields<OwnerContact>);

const changeHistory = listOf(
  exactly({
    startdate: text,
    enddate: text,
    change_date: text,
  } satisfies Fields<ChangeHistoryEntry>),
);

/**
 * A vehicle: the superset; response-views.ts clears other units' guest contact for owners and
 * drops their userdata, which only some lists carry.
 */
export const vehicleFields = {
  _id: text,
  vehicleid: text,
  hoaid: text,
  ownerid: text,
  unitnumber: text,
  vehicle_type: text,
  carownertype: { type: 'string', enum: [...CAR_OWNER_TYPES] },
  carowner_fname: text,
  carowner_lname: text,
  carownerphone: text,
  make: text,
  model: text,
  year: text,
  plate: text,
  plate_state: text,
  startdate: text,
  enddate: text,
  status_flag: integer,
  active_flag: zeroOrOne,
  terms: zeroOrOne,
  number_of_changes: integer,
  change_history: changeHistory,
  parking_transaction_id: nullableText,
  version: integer,
  userdata: ownerContact,
} satisfies Fields<Vehicle>;
export const vehicle = exactly(vehicleFields, ['userdata', 'version']);

export const changeHistoryFields = { number_of_changes: integer, change_history: changeHistory };

export const ownerCountFields = {
  rentercount: integer,
  ownercount: integer,
  maxunitactive: integer,
  allcount: integer,
  ownercountok: flag,
  allcountok: flag,
} satisfies Fields<OwnerCount>;

export const activeCountFields = {
  allcount: integer,
  maxallactive: integer,
  ownercount: integer,
  rentercount: integer,
  maxunitactive: integer,
  maxrenteractive: integer,
  unitcount: integer,
  ownercountok: flag,
  allcountok: flag,
  rentercountok: flag,
  season_parking_fee_factor: decimal,
  use_availability_factor: flag,
  user: exactly({
    parking_allowed: integer,
    parking_allowed_renter: integer,
    owner_free_parking: integer,
    renter_free_parking: integer,
  } satisfies Fields<ActiveCountData['user']>),
} satisfies Fields<ActiveCountData>;

/** docs/adr/0029: what is left of the guest rules for a stay, a unit or a plate. */
export const guestLimits = exactly(
  {
    unit_limit: nullableInteger,
    unit_used: integer,
    unit_booked: integer,
    unit_left: nullableInteger,
    plate_limit: nullableInteger,
    plate_left: nullableInteger,
    return_on: nullableText,
    summary: text,
    overridden: flag,
    message: text,
  } satisfies Fields<GuestLimits>,
  ['overridden', 'message'],
);
