// spec §2: an unauthenticated visitor of a protected route goes to /{hoaid}; the brief adds
// that a signed-in user on another role's route goes to their own home.
import type { Role } from '@parking/shared/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROLE_HOME } from '../../../config/paths';
import { landingPath } from '../../session/landing-path';
import { useSessionUser } from '../../session/use-session-user';

interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
}

export function RequireRole({ roles, children }: RequireRoleProps) {
  const user = useSessionUser();
  if (user.role === null) return <Navigate to={landingPath(user.hoaid)} replace />;
  if (!roles.includes(user.role)) return <Navigate to={ROLE_HOME[user.role]} replace />;
  return children;
}
