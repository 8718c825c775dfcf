import styled from 'styled-components';

/**
 * A button that reads as a link inside a list cell or card: no padding, so it lines up with the
 * text beside it (the admin's plate buttons sat indented and smaller on phone cards),
 * and at least 24 px tall to stay an easy target.
 */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
    border-radius: 2px;
  }
`;
