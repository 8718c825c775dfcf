// Admin-call guards (spec §6): run after app.requireRole(...) has checked the session, they
// refuse every non-admin with the spec's alert text (readonly users may read owners and
// vehicles, never write). The community comes from the token (resolveCommunity).
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../util/http-error';
import { SIGN_IN_REQUIRED, WRONG_ROLE, type AuthContext } from '../../domain/auth-context';

export function adminOnly(alert: string = WRONG_ROLE): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.auth) throw unauthorized(SIGN_IN_REQUIRED);
    if (request.auth.role !== 'admin') throw forbidden(alert);
  };
}

/** The signed-in caller of a route guarded above. */
export function caller(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthorized(SIGN_IN_REQUIRED);
  return auth;
}
