// Reads the Bearer token of /api requests and exposes requireRole(...) for routes. The token
// is checked against the user row on every request, so a deleted user, a changed role, a new
// password, a new PIN, an unavailable unit or a logout ends the session (ARCHITECTURE "Auth").
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@parking/shared/domain';
import { findSessionUser } from '../db/queries/users';
import {
  createSessionTokens,
  type SessionTokens,
  type VerifiedClaims,
} from '../services/session-tokens';
import { renterSessionValid, sessionRoleOf } from '../services/roles';
import { forbidden, unauthorized } from '../util/http-error';
import { endSessionToken, isSessionEnded } from '../db/queries/ended-sessions';
import {
  SESSION_ENDED,
  SIGN_IN_REQUIRED,
  WRONG_ROLE,
  type AuthContext,
} from '../domain/auth-context';

/** The roles each requireRole guard admits: the API document declares those routes' security. */
const guardRoles = new WeakMap<object, readonly Role[]>();

/** The roles a route's preValidation admits, or undefined for a public route. */
export function rolesOfGuard(preValidation: unknown): readonly Role[] | undefined {
  const hooks = Array.isArray(preValidation) ? preValidation : [preValidation];
  for (const hook of hooks) {
    const roles = typeof hook === 'function' ? guardRoles.get(hook) : undefined;
    if (roles) return roles;
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
    /** Ends the caller's sessions: every session of an owner or admin, this one of a renter. */
    endSession(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

// A logout ends one session (a resident signed in on a phone and a desktop stays signed in on the
// other), so it is kept as a list of ended token ids until the token would have expired anyway
// (the longest lifetime is 12 hours). The list is a table (ended_sessions): a Redis outage or an
// emptied Redis must not bring a logged-out token back (docs/adr/0022).

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export default fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    const tokens = createSessionTokens(jwtSecret);
    // Token ids this instance knows to be ended: an ended session never comes back, so a
    // positive answer may be kept (until the token expires); a negative one is asked each time.
    const knownEnded = new Map<string, number>();
    // `read`: the answer read with the user's row (findSessionUser), when it was read.
    const ended = async (jti: string, exp: number, read: boolean | undefined) => {
      if (knownEnded.has(jti)) return true;
      if (!(read ?? (await isSessionEnded(app.db, jti)))) return false;
      if (knownEnded.size >= 10_000) knownEnded.clear();
      knownEnded.set(jti, exp);
      return true;
    };
    app.decorate('sessionTokens', tokens);
    app.decorateRequest('auth', null);
    const failures = new WeakMap<FastifyRequest, string>();
    // A token's signature and claims never change: each is checked once, then kept until it
    // expires . The user row behind it is still checked every time.
    const verified = new Map<string, VerifiedClaims>();
    const verify = async (token: string) => {
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return known;
      const claims = await tokens.verify(token);
      if (claims) {
        if (verified.size >= 10_000) verified.clear();
        verified.set(token, claims);
      }
      return claims;
    };
    const tokenIds = new WeakMap<FastifyRequest, { jti: string; exp: number }>();

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = bearerToken(request);
      if (!token) return;
      const claims = await verify(token);
      if (!claims) return void failures.set(request, SESSION_ENDED);
      const { user, ended: endedRead } = await findSessionUser(app.db, claims.sub, claims.jti);
      const valid =
        user !== undefined &&
        user.hoaid === claims.hoaid &&
        (claims.role === 'renter'
          ? renterSessionValid(user, claims.pv) && user.unitnumber === claims.unit
          : sessionRoleOf(user) === claims.role && user.session_version === claims.sv) &&
        !(await ended(claims.jti, claims.exp, endedRead));
      if (!valid) return void failures.set(request, SESSION_ENDED);
      request.auth = {
        userId: claims.sub,
        role: claims.role,
        hoaid: claims.hoaid,
        unit: claims.unit,
        email: user.email,
      };
      tokenIds.set(request, { jti: claims.jti, exp: claims.exp });
    });

    app.decorate('requireRole', (...roles: Role[]) => {
      const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
        if (!request.auth) throw unauthorized(failures.get(request) ?? SIGN_IN_REQUIRED);
        if (!roles.includes(request.auth.role)) throw forbidden(WRONG_ROLE);
      };
      guardRoles.set(guard, roles);
      return guard;
    });

    app.decorate('endSession', async (request: FastifyRequest) => {
      const { auth } = request;
      const token = tokenIds.get(request);
      if (!auth || !token) throw unauthorized(SIGN_IN_REQUIRED);
      // Logout ends the session it is called with; a password change or reset ends them all.
      await endSessionToken(app.db, token.jti, new Date(token.exp * 1000));
      knownEnded.set(token.jti, token.exp);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
