import { publishLogout } from '@parking/shared/events';
import { clearUserSession } from '@parking/shared/session';
import { IconButton } from '@parking/shared/ui';
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

/** A bare bar so QA can tell the standalone app from the portal, with its pages below. */
export function StandaloneLayout() {
  const navigate = useNavigate();
  return (
    <>
      <Bar>
        owner-app (standalone)
        <nav aria-label="Main">
          <IconButton icon="dashboard" label="Dashboard" onClick={() => navigate('/dashboard')} />
          <IconButton icon="profile" label="Profile" onClick={() => navigate('/profile')} />
          <IconButton
            icon="logout"
            label="Logout"
            onClick={() => {
              clearUserSession();
              publishLogout();
              navigate('/login');
            }}
          />
        </nav>
      </Bar>
      <Outlet />
    </>
  );
}
