// Signs a test user in exactly as the shell does: the community record stored when its page
// loads (storeCommunity), then the login response (storeLogin: token in local storage, the user
// in session storage). `session` overrides are written last, key by key.
import type { Community, LoginResponse, RenterLoginResponse, Role } from '../domain';
import { clearStatus } from '../events';
import { session, storeCommunity, storeLogin, type SessionValues } from '../session';
import { community as aCommunity, loginResponse, renterLoginResponse } from './builders';

export interface SignInOptions {
  /** Fields of the community record the shell stored (name, flags, spot types...). */
  community?: Partial<Community>;
  /** Fields of the login (or, for a renter, check-in) response. */
  login?: Partial<LoginResponse> | Partial<RenterLoginResponse>;
}

export interface SignedIn {
  community: Community;
  login: LoginResponse | RenterLoginResponse;
  /** The bearer token every signed-in request carries. */
  token: string;
}

/** Empties both storages and the status banner: nobody is signed in. */
export function signOut(): void {
  sessionStorage.clear();
  localStorage.clear();
  clearStatus();
}

/** Stores a community as the shell does when /{hoaid} or a login page loads it. */
export function storeTestCommunity(overrides: Partial<Community> = {}): Community {
  const record = aCommunity(overrides);
  storeCommunity(record);
  return record;
}

/**
 * Signs in a user of `role`: the generic helper behind signInOwner, signInRenter, signInAdmin
 * and signInReadonly.
 */
export function signInAs(
  role: Role,
  sessionOverrides: Partial<SessionValues> = {},
  options: SignInOptions = {},
): SignedIn {
  signOut();
  const stored = storeTestCommunity(options.community);
  const login =
    role === 'renter'
      ? renterLoginResponse({
          hoaid: stored.hoaid,
          ...(options.login as Partial<RenterLoginResponse>),
        })
      : loginResponse(role, { hoaid: stored.hoaid, ...(options.login as Partial<LoginResponse>) });
  storeLogin(login);
  for (const [key, value] of Object.entries(sessionOverrides)) {
    session.set(key as keyof SessionValues, value as never);
  }
  return { community: stored, login, token: login.token };
}

/** An owner (Olivia Owner, owner-1, unit 101) who accepted the rules. */
export function signInOwner(
  sessionOverrides: Partial<SessionValues> = {},
  options: SignInOptions = {},
): SignedIn {
  return signInAs('owner', sessionOverrides, options);
}

/** A renter checked in for unit 101; the token's user is the unit owner owner-1 (spec §3). */
export function signInRenter(
  sessionOverrides: Partial<SessionValues> = {},
  options: SignInOptions = {},
): SignedIn {
  return signInAs('renter', sessionOverrides, options);
}

/** An admin (Ada Admin, admin-1). */
export function signInAdmin(
  sessionOverrides: Partial<SessionValues> = {},
  options: SignInOptions = {},
): SignedIn {
  return signInAs('admin', sessionOverrides, options);
}

/** A read-only owner (an owner whose crud is 'read', spec §1). */
export function signInReadonly(
  sessionOverrides: Partial<SessionValues> = {},
  options: SignInOptions = {},
): SignedIn {
  return signInAs('readonly', sessionOverrides, options);
}
