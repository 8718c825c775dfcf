// spec §2: an unauthenticated visitor of a protected route goes to /{hoaid}; the brief adds
// that a signed-in user on another role's route goes to their own home. Every protected page
// that opens asks for the community again (docs/adr/0011), so what the admin changed since the
// user signed in (flags, help text, contacts) is what the page and its remote see.
import type { Role } from '@parking/shared/domain';
import { communityQuery } from '@parking/shared/features';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROLE_HOME } from '../../../config/paths';
import { landingPath } from '../../../lib/session/landing-path';
import { useSessionUser } from '../../../lib/session/use-session-user';

interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
}

export function RequireRole({ roles, children }: RequireRoleProps) {
  const user = useSessionUser();
  const signedIn = user.role !== null && user.hoaid !== null;
  useQuery({ ...communityQuery(user.hoaid ?? ''), enabled: signedIn });
  if (user.role === null) return <Navigate to={landingPath(user.hoaid)} replace />;
  if (!roles.includes(user.role)) return <Navigate to={ROLE_HOME[user.role]} replace />;
  return children;
}
