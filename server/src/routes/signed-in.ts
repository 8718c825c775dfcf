// The auth context of a route whose requireRole guard (preValidation) has run.
import type { AuthContext } from '../domain/auth-context';
import { unauthorized } from '../util/http-error';

export function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthorized();
  return auth;
}
