import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  /** e.g. 'Are you sure?' (spec §2, delete account). */
  title: ReactNode;
  /** e.g. 'You want to delete this account?'. */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger for deletions. */
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  /** Cancel, Escape and a click outside the dialog call this (spec §2). */
  onCancel: () => void;
}

export const DialogMessage = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Asks before an action, with Cancel and Confirm buttons by default (spec §2). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  if (!open) return null;
  return (
    <DialogFrame
      role="alertdialog"
      title={title}
      width="sm"
      onDismiss={onCancel}
      dismissOnBackdrop
      describedBy={message ? messageId : undefined}
      actions={
        <>
          {/* Cancel takes the focus first: the safe choice for a destructive confirmation. */}
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <DialogMessage id={messageId}>{message}</DialogMessage> : null}
    </DialogFrame>
  );
}
