import { IconButton } from '@parking/shared/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

interface FormActionsProps {
  onCancel: () => void;
  busy: boolean;
}

/** spec §2: a submit icon and a cancel icon under the login forms. */
export function FormActions({ onCancel, busy }: FormActionsProps) {
  return (
    <Row>
      <IconButton icon="cancel" label="Cancel" variant="secondary" onClick={onCancel} />
      <IconButton icon="submit" label="Submit" variant="primary" type="submit" disabled={busy} />
    </Row>
  );
}
