// The status banner's state (spec §2 Status banner): one message at a time, shown to every
// subscriber alike, cleared after STATUS_LIFETIME_MS or by clearStatus().
import { BehaviorSubject, combineLatest, map, type Observable } from 'rxjs';

/** spec §9: status message lifetime 4000 ms. */
export const STATUS_LIFETIME_MS = 4000;

export type StatusKind = 'success' | 'error' | 'info';

export interface StatusMessage {
  kind: StatusKind;
  text: string;
  /** Grows with every message, so a repeated text still counts as a new message. */
  id: number;
}

const current = new BehaviorSubject<StatusMessage | null>(null);
let lastId = 0;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** The banner's state: the message on show, or null. New subscribers get the current state. */
export const status$: Observable<StatusMessage | null> = current.asObservable();

function publish(kind: StatusKind, text: string): StatusMessage {
  lastId += 1;
  const message: StatusMessage = { kind, text, id: lastId };
  if (clearTimer !== undefined) clearTimeout(clearTimer);
  current.next(message);
  // The timer lives in the bus, not in a component, so every banner clears at the same moment.
  clearTimer = setTimeout(() => {
    clearTimer = undefined;
    if (current.value?.id === message.id) current.next(null);
  }, STATUS_LIFETIME_MS);
  return message;
}

export function publishSuccess(text: string): StatusMessage {
  return publish('success', text);
}

export function publishError(text: string): StatusMessage {
  return publish('error', text);
}

export function publishInfo(text: string): StatusMessage {
  return publish('info', text);
}

/** Clears the banner now (spec §2: "or when cleared manually"). */
export function clearStatus(): void {
  if (clearTimer !== undefined) clearTimeout(clearTimer);
  clearTimer = undefined;
  if (current.value !== null) current.next(null);
}

/** The message on show right now, for code that cannot subscribe (tests, one-off reads). */
export function currentStatus(): StatusMessage | null {
  return current.value;
}

// The banner never covers a dialog. An open dialog is a status host: it shows the
// message inside itself while it is the topmost one, and the page banner shows nothing meanwhile.
const hosts = new BehaviorSubject<readonly number[]>([]);
let lastHostId = 0;

/** The open status hosts (dialogs), innermost last. The page banner hides while any is open. */
export const statusHosts$: Observable<readonly number[]> = hosts.asObservable();

export interface StatusHost {
  /** The message while this host is the topmost one, else null. */
  status$: Observable<StatusMessage | null>;
  /** The dialog closed: the next host down (or the page banner) shows messages again. */
  close: () => void;
}

/**
 * Opens a status host for a dialog. The first one (a form opening over the page) clears the
 * message on show, so a form never opens under the last form's error; a dialog opening over
 * another (the payment summary over the vehicle form) keeps it.
 */
export function openStatusHost(): StatusHost {
  lastHostId += 1;
  const id = lastHostId;
  if (hosts.value.length === 0) clearStatus();
  hosts.next([...hosts.value, id]);
  const status = combineLatest([current, hosts]).pipe(
    map(([message, open]) => (open[open.length - 1] === id ? message : null)),
  );
  let closed = false;
  return {
    status$: status,
    close: () => {
      if (closed) return;
      closed = true;
      hosts.next(hosts.value.filter((host) => host !== id));
    },
  };
}
