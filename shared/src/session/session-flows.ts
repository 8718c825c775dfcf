// What the shell stores when a community loads, a user signs in or out, and what the
// /showsessiondata debug page lists.
import type { LoginResponse, RenterLoginResponse } from '../domain/api-contract';
import type { Community } from '../domain/types';
import {
  SESSION_KEYS,
  TOKEN_KEY,
  USER_SESSION_KEYS,
  type SessionKey,
  type SessionValues,
} from './keys';
import { clearToken, getRaw, getToken, session, setToken } from './storage';

/** spec §3: the community record and the flags read from it one by one. */
export function storeCommunity(community: Community): void {
  session.set('hoaid', community.hoaid);
  session.set('hoaname', community.name);
  session.set('selectedhoa', {
    hoaid: community.hoaid,
    name: community.name,
    parking_allowed_unit: community.parking_allowed_unit,
    parking_allowed_renter: community.parking_allowed_renter,
    owner_free_parking_spots: community.owner_free_parking_spots,
    renter_free_parking_spots: community.renter_free_parking_spots,
  });
  session.set('hoa_data', community);
  session.set('hoa_parking_spots', community.parking_spots);
  session.set('use_warning_status', community.use_warning_status);
  session.set('use_owner_ppp', community.use_owner_ppp);
  session.set('use_renter_ppp', community.use_renter_ppp);
  session.set('use_owner_creditcard', community.use_owner_creditcard);
  session.set('use_renter_creditcard', community.use_renter_creditcard);
  session.set('availability_warning_buffer', community.availability_warning_buffer);
  session.set('parking_allowed_hoa', community.parking_allowed_hoa);
  session.set('use_demo_mode', community.use_demo_mode);
  session.set('background_image_url', community.background_image_url);
}

function isRenterLogin(resp: LoginResponse | RenterLoginResponse): resp is RenterLoginResponse {
  return resp.role === 'renter';
}

/**
 * spec §3 Login response: token to local storage, the user to session storage. A renter acts
 * for the unit owner, whose id (`_id`) is both userid and alias_userid.
 */
export function storeLogin(resp: LoginResponse | RenterLoginResponse): void {
  clearUserSession();
  setToken(resp.token);
  session.set('hoaid', resp.hoaid);
  session.set('userRole', resp.role);
  session.set('unitnumber', resp.unitnumber);
  if (isRenterLogin(resp)) {
    session.set('userid', resp._id);
    session.set('alias_userid', resp._id);
    session.set('renter_free_parking', resp.renter_free_parking);
    return;
  }
  session.set('userid', resp.userid);
  session.set('alias_userid', resp.userid);
  session.set('username', resp.name);
  session.set('email', resp.email);
  // spec §2: the owner dashboard shows only the terms prompt until the rules are accepted.
  session.set('has_read_terms', resp.has_read_terms);
  session.set('userprofile', {
    first_name: resp.first_name,
    last_name: resp.last_name,
    phone: resp.phone,
  });
}

/** spec §4 Logout: removes the token and the user; the community stays for /{hoaid}. */
export function clearUserSession(): void {
  clearToken();
  for (const key of USER_SESSION_KEYS) session.remove(key);
}

export interface SessionEntry {
  key: SessionKey;
  /** The stored text, or null when the key is not set. */
  value: string | null;
}

export interface SessionSnapshot {
  /** Every session storage key of spec §3, in order. */
  entries: SessionEntry[];
  /** Whether local storage holds a token; the token itself is never listed. */
  tokenStored: boolean;
  tokenKey: typeof TOKEN_KEY;
}

/** The /showsessiondata page: every stored session value, as stored. */
export function readSession(): SessionSnapshot {
  return {
    entries: SESSION_KEYS.map((key) => ({ key, value: getRaw(key) })),
    tokenStored: getToken() !== null,
    tokenKey: TOKEN_KEY,
  };
}

/** Typed values of every session key at once (null where not set). */
export function readSessionValues(): { [K in SessionKey]: SessionValues[K] | null } {
  const values: Partial<{ [K in SessionKey]: SessionValues[K] | null }> = {};
  for (const key of SESSION_KEYS) Object.assign(values, { [key]: session.get(key) });
  return values as { [K in SessionKey]: SessionValues[K] | null };
}
