// Entity types of spec §3, in the wire shape the API uses (snake_case as in the spec).
// The vehicle's shapes are zod schemas now (docs/adr/0035); their types stay importable here.
export type {
  ChangeHistoryEntry,
  OwnerContact,
  Vehicle,
  VehicleChangeHistory,
  VehicleFields,
} from './schemas/vehicles';
export type {
  ActiveCountData,
  Community,
  ContactEntry,
  OwnerCount,
  ParkingSummary,
  SpotType,
  UnitListItem,
} from './schemas/community';

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
