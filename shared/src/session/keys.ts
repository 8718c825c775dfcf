// The browser storage keys of spec §3, with the type each one holds. Strings are stored as
// they are; every other value is stored as JSON.
import type { ActiveCountData, Community, Role, SpotType } from '../domain/types';

/** spec §3: selectedhoa carries the community's per-unit allowances. */
export type SelectedHoa = Pick<
  Community,
  | 'hoaid'
  | 'name'
  | 'parking_allowed_unit'
  | 'parking_allowed_renter'
  | 'owner_free_parking_spots'
  | 'renter_free_parking_spots'
>;

/** Session storage (spec §3), key by key. */
export interface SessionValues {
  hoaid: string;
  hoaname: string;
  selectedhoa: SelectedHoa;
  hoa_data: Community;
  hoa_parking_spots: SpotType[];
  userRole: Role;
  userid: string;
  unitnumber: string;
  username: string;
  email: string;
  /** The unit owner's user id the vehicles belong to (for a renter, the owner's id). */
  alias_userid: string;
  renter_free_parking: number;
  use_warning_status: 0 | 1;
  use_owner_ppp: boolean;
  use_renter_ppp: boolean;
  use_owner_creditcard: boolean;
  use_renter_creditcard: boolean;
  availability_warning_buffer: number;
  parking_allowed_hoa: number;
  activecountdata: ActiveCountData;
  use_demo_mode: boolean;
  background_image_url: string;
  /** Whether the signed-in owner accepted the rules and regulations (spec §4), from the login. */
  has_read_terms: boolean;
  /** The signed-in user's own name and phone, from the login, for the profile pages. */
  userprofile: UserProfile;
}

export interface UserProfile {
  first_name: string;
  last_name: string;
  phone: string;
}

export type SessionKey = keyof SessionValues;

/** Keys whose value is a plain string (stored without JSON quotes). */
const STRING_KEYS = new Set<SessionKey>([
  'hoaid',
  'hoaname',
  'userRole',
  'userid',
  'unitnumber',
  'username',
  'email',
  'alias_userid',
  'background_image_url',
]);

export function isStringKey(key: SessionKey): boolean {
  return STRING_KEYS.has(key);
}

/** Every session key of spec §3, in the spec's order (the /showsessiondata page lists them). */
export const SESSION_KEYS: readonly SessionKey[] = [
  'hoaid',
  'hoaname',
  'selectedhoa',
  'hoa_data',
  'hoa_parking_spots',
  'userRole',
  'userid',
  'unitnumber',
  'username',
  'email',
  'alias_userid',
  'renter_free_parking',
  'use_warning_status',
  'use_owner_ppp',
  'use_renter_ppp',
  'use_owner_creditcard',
  'use_renter_creditcard',
  'availability_warning_buffer',
  'parking_allowed_hoa',
  'activecountdata',
  'use_demo_mode',
  'background_image_url',
  'has_read_terms',
  'userprofile',
];

/** spec §3: the only local storage key. */
export const TOKEN_KEY = 'token';

/** spec §4 Logout: the signed-in user's keys; the community keys stay. */
export const USER_SESSION_KEYS: readonly SessionKey[] = [
  'userRole',
  'userid',
  'unitnumber',
  'username',
  'email',
  'alias_userid',
  'activecountdata',
  'renter_free_parking',
  'has_read_terms',
  'userprofile',
];
