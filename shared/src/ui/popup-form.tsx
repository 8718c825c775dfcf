import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { DialogFrame, type DialogWidth } from './dialog-frame';
import { IconButton } from './icon-button';
import { Icon } from './icons';

/** spec §9: forms auto-close 3000 ms after a successful submit. */
export const POPUP_AUTO_CLOSE_MS = 3000;

export interface PopupFormProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /**
   * Runs on Submit. Resolve true when the work succeeded: the popup then shows `confirmation`
   * and closes itself after POPUP_AUTO_CLOSE_MS. Resolve false (after showing the errors) to stay
   * open. A rejection also keeps it open; report the failure before rejecting.
   */
  onSubmit: () => Promise<boolean> | boolean;
  /** Cancel, Escape and the auto-close call this. */
  onClose: () => void;
  confirmation?: ReactNode;
  /** spec §2: the vehicle form is locked while the payment form is open over it. */
  locked?: boolean;
  /** e.g. the renter vehicle form until the terms are accepted (spec §2). */
  submitDisabled?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  width?: DialogWidth;
}

type Phase = 'editing' | 'submitting' | 'done';

const Fields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Confirmation = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function PopupFormBody({
  title,
  children,
  onSubmit,
  onClose,
  confirmation,
  locked = false,
  submitDisabled = false,
  submitLabel = 'Submit',
  cancelLabel = 'Cancel',
  width,
}: Omit<PopupFormProps, 'open'>) {
  const [phase, setPhase] = useState<Phase>('editing');
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => onCloseRef.current(), POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing' || locked || submitDisabled) return;
    setPhase('submitting');
    try {
      setPhase((await onSubmit()) ? 'done' : 'editing');
    } catch {
      // The caller has reported the failure (status bus or field errors); let the user retry.
      setPhase('editing');
    }
  };

  const busy = locked || phase !== 'editing';
  const showConfirmation = phase === 'done' && confirmation !== undefined && confirmation !== null;

  return (
    <DialogFrame
      title={title}
      width={width}
      onSubmit={submit}
      hideStatus={showConfirmation}
      onDismiss={locked || phase === 'submitting' ? undefined : onClose}
      actions={
        <>
          <IconButton
            icon="submit"
            label={submitLabel}
            type="submit"
            variant="primary"
            disabled={busy || submitDisabled}
          />
          <IconButton
            icon="cancel"
            label={cancelLabel}
            variant="secondary"
            disabled={locked}
            onClick={onClose}
          />
        </>
      }
    >
      {showConfirmation ? (
        <Confirmation role="status">
          <Icon name="submit" />
          <div>{confirmation}</div>
        </Confirmation>
      ) : (
        <Fields disabled={busy} aria-busy={phase === 'submitting'}>
          {children}
        </Fields>
      )}
    </DialogFrame>
  );
}

/** A modal form with Submit and Cancel icon buttons that closes itself after a successful submit. */
export function PopupForm({ open, ...props }: PopupFormProps) {
  // Each opening starts fresh (no leftover confirmation from the last submit).
  return open ? <PopupFormBody {...props} /> : null;
}
