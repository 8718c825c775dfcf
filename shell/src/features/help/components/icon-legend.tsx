import { Icon, type IconName } from '@parking/shared/ui';
import styled from 'styled-components';

// spec §2: the help page lists the icons in this order, with these names.
const LEGEND: { icon: IconName; label: string }[] = [
  { icon: 'dashboard', label: 'Dashboard' },
  { icon: 'profile', label: 'Profile' },
  { icon: 'contact', label: 'Contact Us' },
  { icon: 'help', label: 'Help' },
  { icon: 'logout', label: 'Exit/Logout' },
  { icon: 'maintenance', label: 'Maintenance (admin)' },
  { icon: 'submit', label: 'Enter/Submit' },
  { icon: 'cancel', label: 'Close/Cancel' },
];

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function IconLegend() {
  return (
    <List aria-label="Icons">
      {LEGEND.map((entry) => (
        <li key={entry.label}>
          <Icon name={entry.icon} />
          {entry.label}
        </li>
      ))}
    </List>
  );
}
