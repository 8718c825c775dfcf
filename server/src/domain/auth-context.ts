// Who is calling: what the auth plugin reads from a verified token and the user row
// (docs/architecture.md, "Server"). A plain type in a neutral module, so services take it without
// importing the plugin that produces it.
import type { Role } from '@parking/shared/domain';

export interface AuthContext {
  /** The signed-in user; for renters the unit owner's id. */
  userId: string;
  role: Role;
  hoaid: string;
  unit: string;
  /** The token user's e-mail (the audit log's actor name). */
  email?: string;
}

/** The messages of a refused call (401 without a live session, 403 for the wrong role). */
export const SIGN_IN_REQUIRED = 'Please sign in';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const WRONG_ROLE = 'You are not allowed to do this';
