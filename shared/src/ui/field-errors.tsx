import styled from 'styled-components';

/** Errors keyed by field name, as the server sends them in ApiErrorBody.errors (spec §5). */
export type FieldErrorMap<Field extends string = string> = Partial<Record<Field, string>>;

export interface FieldErrorsProps {
  errors: FieldErrorMap | null | undefined;
  /** Readable names for field keys, e.g. { unitnumber: 'Unit' }. */
  labels?: Readonly<Record<string, string>>;
  /** Fields whose error already shows under its own input, so it is not repeated here. */
  omit?: readonly string[];
  className?: string;
}

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.rowWarningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The field errors that have no input of their own on screen, listed together. */
export function FieldErrors({ errors, labels, omit = [], className }: FieldErrorsProps) {
  const entries = Object.entries(errors ?? {}).filter(
    (entry): entry is [string, string] => Boolean(entry[1]) && !omit.includes(entry[0]),
  );
  if (entries.length === 0) return null;
  return (
    <List role="alert" className={className}>
      {entries.map(([field, message]) => (
        <li key={field}>{labels?.[field] ? `${labels[field]}: ${message}` : message}</li>
      ))}
    </List>
  );
}
