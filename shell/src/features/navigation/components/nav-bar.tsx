import { IconButton, media } from '@parking/shared/ui';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { landingPath } from '../../../lib/session/landing-path';
import { signOut } from '../../../lib/session/sign-out';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { navItemsFor } from '../nav-items';
import { usePageBrand } from '../../../lib/page-brand';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${media.phone} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const Brand = styled(Link)`
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* A phone shows the whole community name on two lines, not 'Sea Bre…'. */
  ${media.phone} {
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.2;
    white-space: normal;
  }
`;

const Icons = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function NavBar() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const landing = landingPath(user.hoaid);
  const pageBrand = usePageBrand();

  // spec §2: logout goes to /{hoaid} (useLogoutRedirect, for every shell:logout).
  const logout = () => signOut();

  return (
    <Bar>
      <Brand to={landing}>{user.hoaname ?? pageBrand ?? 'Parking Portal'}</Brand>
      <nav aria-label="Main">
        <Icons>
          {navItemsFor(user.role).map((item) => (
            <li key={item.label}>
              {item.kind === 'logout' ? (
                <IconButton icon={item.icon} label={item.label} onClick={logout} />
              ) : (
                <IconButton icon={item.icon} label={item.label} onClick={() => navigate(item.to)} />
              )}
            </li>
          ))}
        </Icons>
      </nav>
    </Bar>
  );
}
