import type { Role } from '../domain';
import { publishLogout, sessionEventsOfType } from '../events';
import { clearUserSession, session } from '../session';
import { IconButton, type IconName } from '../ui';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import styled from 'styled-components';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface StandaloneLink {
  icon: IconName;
  /** The accessible name, from the spec's nav bar (Dashboard, Profile, Maintenance). */
  label: string;
  to: string;
  /** The roles whose pages the link opens; unset: every signed-in role. */
  roles?: readonly Role[];
}

/** A bare bar so QA can tell the standalone app from the portal, with its pages below. */
export function StandaloneLayout({
  appName,
  links,
}: {
  appName: string;
  links: readonly StandaloneLink[];
}) {
  const navigate = useNavigate();
  // Standing in for the shell: every logout, the bar's and a page's (an owner who deleted their
  // own account), forgets the user and goes to the login.
  useEffect(() => {
    const subscription = sessionEventsOfType('shell:logout').subscribe(() => {
      clearUserSession();
      navigate('/login');
    });
    return () => subscription.unsubscribe();
  }, [navigate]);
  // Only links to pages the signed-in role may open (a readonly owner has one page, spec §6).
  const role = session.get('userRole');
  const visible = links.filter(
    (link) => !link.roles || (role !== null && link.roles.includes(role)),
  );
  return (
    <>
      <Bar>
        {appName} (standalone)
        <nav aria-label="Main">
          {visible.map((link) => (
            <IconButton
              key={link.to}
              icon={link.icon}
              label={link.label}
              onClick={() => navigate(link.to)}
            />
          ))}
          <IconButton
            icon="logout"
            label="Logout"
            onClick={() => {
              clearUserSession();
              publishLogout();
            }}
          />
        </nav>
      </Bar>
      <Outlet />
    </>
  );
}
