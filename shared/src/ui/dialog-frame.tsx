import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { clearStatus, openStatusHost, type StatusMessage } from '../events';
import { StatusMessageView } from './status-banner';
import { media } from './theme';
import { useTopmostEscape } from './use-topmost-escape';

export type DialogWidth = 'sm' | 'md' | 'lg';

export interface DialogFrameProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Escape (and a backdrop click when dismissOnBackdrop) calls this; without it the dialog stays. */
  onDismiss?: () => void;
  dismissOnBackdrop?: boolean;
  width?: DialogWidth;
  /** Id of the element that describes the dialog (confirmation text). */
  describedBy?: string;
  /** Makes body and actions one form, so Enter and a type="submit" action submit it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Leaves the status message out while the body already says the outcome (a confirmation). */
  hideStatus?: boolean;
}

const widths: Record<DialogWidth, string> = { sm: '420px', md: '560px', lg: '820px' };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.backdrop};

  ${media.phone} {
    align-items: flex-end;
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Panel = styled.div<{ $width: DialogWidth }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $width }) => widths[$width]};
  max-height: calc(100vh - 32px);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} 0`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const DialogStatus = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl} 0`};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  min-height: 0;
  flex: 1;
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** The status message while this dialog is the topmost one (the page banner hides meanwhile). */
function useDialogStatus(): StatusMessage | null {
  const [message, setMessage] = useState<StatusMessage | null>(null);
  useEffect(() => {
    const host = openStatusHost();
    const subscription = host.status$.subscribe(setMessage);
    return () => {
      subscription.unsubscribe();
      host.close();
    };
  }, []);
  return message;
}

/** The modal shell of every dialog: backdrop, focus kept inside, Escape for the topmost only. */
export function DialogFrame({
  title,
  children,
  actions,
  role = 'dialog',
  onDismiss,
  dismissOnBackdrop = false,
  width = 'md',
  describedBy,
  onSubmit,
  hideStatus = false,
}: DialogFrameProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  useTopmostEscape(onDismiss);
  const status = useDialogStatus();

  useEffect(() => {
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const autoFocus =
        panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(panel)[0] ?? panel;
      autoFocus.focus();
    }
    return () => previouslyFocused?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (
      event.key !== 'Tab' ||
      !panel ||
      !(event.target instanceof Node) ||
      !panel.contains(event.target)
    )
      return;
    const focusables = focusablesIn(panel);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that starts and ends outside the panel counts (not a text selection drag).
    if (
      dismissOnBackdrop &&
      onDismiss &&
      pressStartedOnBackdrop.current &&
      event.target === event.currentTarget
    ) {
      onDismiss();
    }
    pressStartedOnBackdrop.current = false;
  };

  const content = (
    <>
      <Body>{children}</Body>
      {actions ? <Actions>{actions}</Actions> : null}
    </>
  );

  const dialog = (
    <Backdrop
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
      data-testid="dialog-backdrop"
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
        $width={width}
      >
        <Title id={titleId}>{title}</Title>
        {status && !hideStatus ? (
          // The status banner never covers a dialog; the dialog shows it here.
          <DialogStatus role="status">
            <StatusMessageView message={status} onClear={clearStatus} />
          </DialogStatus>
        ) : null}
        {onSubmit ? (
          // Validation is the screens' (spec §5 messages), not the browser's bubbles.
          <Form onSubmit={onSubmit} noValidate>
            {content}
          </Form>
        ) : (
          content
        )}
      </Panel>
    </Backdrop>
  );
  return createPortal(dialog, document.body);
}
