// Signed session tokens (ARCHITECTURE "Auth"): HS256 JWT with sub, role, hoaid, unit, an id
// (jti) and the version that ends it: for renters pv = the owner's pin version, for everyone
// else sv = the user's session version.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@parking/shared/domain';

export interface SessionClaims {
  sub: string;
  role: Role;
  hoaid: string;
  unit: string;
  pv?: number;
  sv?: number;
}

export interface VerifiedClaims extends SessionClaims {
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

// Renters check in for a shorter stay of the browser tab than owners and admins.
const LIFETIME: Record<Role, string> = {
  owner: '12h',
  admin: '12h',
  readonly: '12h',
  patrol: '12h',
  renter: '8h',
};

const ROLES: readonly Role[] = ['owner', 'renter', 'admin', 'readonly', 'patrol'];

export function createSessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: SessionClaims): Promise<string> {
      const { sub, ...rest } = claims;
      return new SignJWT({ ...rest })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(LIFETIME[claims.role])
        .sign(key);
    },
    /** The claims of a valid, unexpired token; undefined for anything else. */
    async verify(token: string): Promise<VerifiedClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, role, hoaid, unit, pv, sv, jti, exp } = payload;
        if (
          typeof sub !== 'string' ||
          typeof hoaid !== 'string' ||
          typeof unit !== 'string' ||
          typeof jti !== 'string' ||
          typeof exp !== 'number'
        ) {
          return undefined;
        }
        if (!ROLES.includes(role as Role)) return undefined;
        return {
          sub,
          role: role as Role,
          hoaid,
          unit,
          jti,
          exp,
          ...(typeof pv === 'number' ? { pv } : {}),
          ...(typeof sv === 'number' ? { sv } : {}),
        };
      } catch {
        return undefined;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
