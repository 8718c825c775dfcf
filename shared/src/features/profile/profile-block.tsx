// A titled profile block (spec §2 Owner and Admin profile): its fields, the server's message and Submit.
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, ErrorBox } from '../../ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

interface ProfileBlockProps {
  title: string;
  submitLabel?: string;
  message: string | null;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

export function ProfileBlock({
  title,
  submitLabel = 'Submit',
  message,
  saving,
  onSubmit,
  children,
}: ProfileBlockProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form aria-label={title} onSubmit={submit} noValidate>
      <Title>{title}</Title>
      {children}
      <ErrorBox message={message} />
      <div>
        <Button type="submit" icon="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
