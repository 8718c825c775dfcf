import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.rowWarningText};

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export interface ErrorBoxProps {
  /** One server or form message (ApiErrorBody.message); nothing renders without one. */
  message?: ReactNode;
  className?: string;
}

/** A single error message in a form or panel, announced when it appears. */
export function ErrorBox({ message, className }: ErrorBoxProps) {
  if (message === undefined || message === null || message === '' || message === false) return null;
  return (
    <Box role="alert" className={className}>
      <Icon name="alert" size={18} />
      <div>{message}</div>
    </Box>
  );
}
