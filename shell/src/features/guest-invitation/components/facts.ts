// Label and value pairs of the invitation and of the stay the guest pays for.
import styled from 'styled-components';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
