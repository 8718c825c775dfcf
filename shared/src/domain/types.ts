// Entity types of spec §3, in the wire shape the API uses (snake_case as in the spec).

/** A local calendar date, YYYY-MM-DD (spec §7: dstr). */
export type Dstr = string;

/**
 * Role carried by a session. `readonly` is an owner whose crud is 'read' (spec §1); `patrol` is
 * an enforcement login without a unit that looks up plates and reports violations.
 */
export type Role = 'owner' | 'renter' | 'admin' | 'readonly' | 'patrol';

/** Role stored on a user row; `readonly` is derived from crud at login. */
export type UserRole = 'owner' | 'admin' | 'patrol';

export type Crud = 'read' | 'write';

export const HELP_TOPICS = [
  'general',
  'permissions',
  'owner',
  'owner_tc',
  'renter',
  'renter_tc',
  'admin',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];
export type HelpText = Record<HelpTopic, string>;

export const DISPLAY_CATEGORIES = ['All', 'Owner', 'Renter', 'Hide'] as const;
export type DisplayCategory = (typeof DISPLAY_CATEGORIES)[number];

export interface ContactEntry {
  contact_id: string;
  phone_description: string;
  phone_number: string;
  email: string;
  sort_order: number;
  display_category: DisplayCategory;
}

export interface SpotType {
  spot_display: string;
  spot_type: string;
  spot_price: number;
}

/** Parking settings an admin edits through updatehoa (spec §7). */
export interface CommunitySettings {
  parking_allowed_unit: number;
  parking_allowed_renter: number;
  parking_allowed_hoa: number;
  renter_free_parking_spots: number;
  owner_free_parking_spots: number;
  season_adjust_unit: number;
  season_adjust_renter: number;
  season_parking_fee_factor: number;
  use_availability_factor: boolean;
  use_warning_status: 0 | 1;
  availability_warning_buffer: number;
  parking_information_url: string;
  /** When checkout reminders go out, HH:MM in the community's time zone. */
  reminder_time?: string;
  /** The tow rule (docs/adr/0027): this many violations of a plate within tow_window_days make
   * it tow-eligible; 0 is off. Absent in an update keeps the stored value. */
  tow_violation_count?: number;
  tow_window_days?: number;
  /**
   * Warning mode (docs/adr/0028): the last day an owner's extra car over the unit maximum may
   * stay; null: until the car's checkout. Absent in updatehoa keeps the stored date.
   */
  warning_grace_date?: Dstr | null;
  /**
   * Guest quotas (docs/adr/0029), 0 is off; absent in updatehoa keeps the stored value: guest
   * nights per unit in any 30 nights, nights in a row per guest plate, nights a guest plate
   * stays away between stays, and the car owner types counted as guests.
   */
  guest_unit_nights?: number;
  guest_max_consecutive?: number;
  guest_cooldown_nights?: number;
  guest_owner_types?: string[];
  /**
   * The guest terms (docs/adr/0030): HTML a guest accepts on an invitation page; empty means the
   * renter terms. Absent in updatehoa keeps the stored text.
   */
  guest_tc?: string;
}

export interface Community extends CommunitySettings {
  hoaid: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  company: string;
  use_owner_creditcard: boolean;
  use_renter_creditcard: boolean;
  use_owner_ppp: boolean;
  use_renter_ppp: boolean;
  use_demo_mode: boolean;
  background_image_url: string;
  hoa_phone_cell: string;
  hoa_phone_office: string;
  hoa_email: string;
  /** Community time zone (IANA); "today" is the community's date. */
  timezone: string;
  help_text: HelpText;
  contact_information: ContactEntry[];
  parking_spots: SpotType[];
  /** Prefill for the login form, present only when use_demo_mode is on (spec §2 Owner Login). */
  demo_credentials?: { email: string; password: string };
}

export type { Owner } from './schemas/owners';

export const CAR_OWNER_TYPES = [
  'owner',
  'family',
  'friend',
  'longterm',
  'visitor',
  'contractor',
  'renter',
] as const;
export type CarOwnerType = (typeof CAR_OWNER_TYPES)[number];

export interface ChangeHistoryEntry {
  startdate: Dstr;
  enddate: Dstr;
  change_date: Dstr;
}

export interface OwnerContact {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

/** The fields a person types into the Register/Modify Vehicle form (spec §2). */
export interface VehicleFields {
  vehicle_type: string;
  carownertype: CarOwnerType;
  carowner_fname: string;
  carowner_lname: string;
  carownerphone: string;
  make: string;
  model: string;
  year: string;
  plate: string;
  plate_state: string;
}

export interface Vehicle extends VehicleFields {
  _id: string;
  vehicleid: string;
  hoaid: string;
  ownerid: string;
  unitnumber: string;
  startdate: Dstr;
  /** Checkout date; 1970-01-01 means offsite or never set (spec §3). */
  enddate: Dstr;
  /** 1 normal, 2 warning/over limit, 9 soft-deleted (spec §3). */
  status_flag: number;
  active_flag: 0 | 1;
  terms: 0 | 1;
  number_of_changes: number;
  change_history: ChangeHistoryEntry[];
  parking_transaction_id: string | null;
  /** Raised by every write (docs/adr/0020); a modify may send it back to refuse a stale edit. */
  version?: number;
  /** Unit owner's contact, present in renter reports and usage popups (spec §3). */
  userdata?: OwnerContact;
}

export const NOTIFY_TYPES = [
  { value: 'APPLICATION', label: 'Application Feedback' },
  { value: 'PARKING', label: 'Parking Issue' },
  { value: 'TRASH', label: 'Trash Issue' },
  { value: 'NOISE', label: 'Excessive Noise' },
  { value: 'CRITTER', label: 'Wildlife Issue' },
  { value: 'OTHER', label: 'Other' },
] as const;
export type NotifyType = (typeof NOTIFY_TYPES)[number]['value'];

export type { Notification } from './schemas/maintenance';

export interface UnitListItem {
  unitnumber: string;
  status_flag: 0 | 1;
}

/** Spec §3 Active count data. */
export interface ActiveCountData {
  allcount: number;
  maxallactive: number;
  ownercount: number;
  rentercount: number;
  maxunitactive: number;
  maxrenteractive: number;
  unitcount: number;
  ownercountok: boolean;
  allcountok: boolean;
  rentercountok: boolean;
  season_parking_fee_factor: number;
  use_availability_factor: boolean;
  user: {
    parking_allowed: number;
    parking_allowed_renter: number;
    owner_free_parking: number;
    renter_free_parking: number;
  };
}

export interface ParkingSummary {
  /** Spaces in the lot (parking_allowed_hoa). */
  spaces: number;
  /** Vehicles onsite today. */
  allcount: number;
  /** spaces minus allcount, never below 0. */
  available: number;
}

/** Change-history lookup (spec §7: path not shown). */
export interface VehicleChangeHistory {
  vehicleid: string;
  number_of_changes: number;
  change_history: ChangeHistoryEntry[];
}

/** Count lookup by owner id (spec §7). */
export interface OwnerCount {
  rentercount: number;
  ownercount: number;
  maxunitactive: number;
  allcount: number;
  ownercountok: boolean;
  allcountok: boolean;
}
