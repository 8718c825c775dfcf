import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { DialogMessage } from './confirm-dialog';
import { DialogFrame } from './dialog-frame';

export interface InformationDialogProps {
  open: boolean;
  message: ReactNode;
  /** Close, Escape and a click outside call this. */
  onClose: () => void;
  closeLabel?: string;
}

/** spec §2: an information dialog is titled 'Information'. */
export function InformationDialog({
  open,
  message,
  onClose,
  closeLabel = 'Close',
}: InformationDialogProps) {
  const messageId = useId();
  if (!open) return null;
  return (
    <DialogFrame
      title="Information"
      width="sm"
      onDismiss={onClose}
      dismissOnBackdrop
      describedBy={messageId}
      actions={
        <Button variant="primary" onClick={onClose}>
          {closeLabel}
        </Button>
      }
    >
      <DialogMessage id={messageId}>{message}</DialogMessage>
    </DialogFrame>
  );
}
