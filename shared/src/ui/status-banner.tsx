import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Observable } from 'rxjs';
import styled from 'styled-components';
import { statusHosts$ } from '../events';
import { IconButton } from './icon-button';
import { Icon, type IconName } from './icons';
import { STATUS_BANNER_OFFSET_PX } from './theme';

export type StatusKind = 'success' | 'error' | 'info';

/** The shape the status bus publishes (@parking/shared/events); the shell wires the two. */
export interface StatusBannerMessage {
  kind: StatusKind;
  text: string;
  id: string | number;
}

export interface StatusBannerProps {
  /** The latest status message, or null once it is cleared (the bus clears after 4000 ms). */
  source: Observable<StatusBannerMessage | null>;
  /** Called when the user clears the message by hand (spec §2). */
  onClear: () => void;
}

const kindIcons: Record<StatusKind, IconName> = { success: 'submit', error: 'alert', info: 'info' };

const Region = styled.div`
  position: absolute;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.banner};
  width: min(640px, calc(100% - 32px));
`;

const Message = styled.div<{ $kind: StatusKind }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border-left: 6px solid
    ${({ theme, $kind }) =>
      $kind === 'error'
        ? theme.colors.danger
        : $kind === 'success'
          ? theme.colors.success
          : theme.colors.info};
  background: ${({ theme, $kind }) =>
    $kind === 'error'
      ? theme.colors.dangerSoft
      : $kind === 'success'
        ? theme.colors.successSoft
        : theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  & > svg {
    flex: none;
    color: ${({ theme, $kind }) =>
      $kind === 'error'
        ? theme.colors.danger
        : $kind === 'success'
          ? theme.colors.success
          : theme.colors.info};
  }
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface StatusMessageViewProps {
  message: StatusBannerMessage;
  onClear: () => void;
}

/** One status message: icon, text and the manual clear button (the banner's and a dialog's). */
export function StatusMessageView({ message, onClear }: StatusMessageViewProps) {
  return (
    <Message $kind={message.kind} data-kind={message.kind}>
      <Icon name={kindIcons[message.kind]} />
      <Text>{message.text}</Text>
      <IconButton icon="cancel" label="Clear message" size="sm" onClick={onClear} />
    </Message>
  );
}

const currentScroll = (): number => (typeof window === 'undefined' ? 0 : window.scrollY);

/**
 * Shows the latest status message near the top of the page, with a manual clear button. While a
 * dialog is open the dialog shows the message inside itself, so the banner never covers one.
 */
export function StatusBanner({ source, onClear }: StatusBannerProps) {
  const [shown, setShown] = useState<{ message: StatusBannerMessage; top: number } | null>(null);
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => typeof document !== 'undefined',
    () => false,
  );
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    const subscription = statusHosts$.subscribe((hosts) => setDialogOpen(hosts.length > 0));
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    const subscription = source.subscribe((message) => {
      // spec §2: offset 120 px plus the scroll position, so it lands in view wherever the user is.
      setShown(message ? { message, top: STATUS_BANNER_OFFSET_PX + currentScroll() } : null);
    });
    return () => subscription.unsubscribe();
  }, [source]);

  const clear = () => {
    setShown(null);
    onClear();
  };

  // The live region stays mounted so screen readers announce each new message.
  const banner = (
    <Region
      role="status"
      aria-live="polite"
      style={{ top: `${shown?.top ?? STATUS_BANNER_OFFSET_PX}px` }}
    >
      {shown && !dialogOpen ? <StatusMessageView message={shown.message} onClear={clear} /> : null}
    </Region>
  );

  // A page the server rendered has no banner in its HTML (it lives in <body>, outside the root):
  // the portal opens once the page is hydrated, or at once when the browser renders alone.
  return inBrowser ? createPortal(banner, document.body) : null;
}

const noSubscription = () => () => undefined;
