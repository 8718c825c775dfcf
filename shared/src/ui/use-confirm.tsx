import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmOptions = Pick<
  ConfirmDialogProps,
  'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'tone'
>;

export interface ConfirmHandle {
  /** Opens the dialog; resolves true on Confirm, false on Cancel, Escape or a click outside. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Render this once in the component that calls confirm. */
  dialog: ReactNode;
}

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * Promise-based confirmation:
 * `if (await confirm({ title: 'Are you sure you want to delete?', tone: 'danger' })) ...`
 */
export function useConfirm(): ConfirmHandle {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback((options: ConfirmOptions) => {
    // A second question replaces an unanswered one, which counts as cancelled.
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { options, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }, []);

  // A screen that goes away answers "no" so no caller waits forever.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const dialog = pending ? (
    <ConfirmDialog
      open
      {...pending.options}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  ) : null;

  return { confirm, dialog };
}
