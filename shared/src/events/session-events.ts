// Session events between the shell and the remotes, named `<owner>:<event>` after the Tractor
// Store: the shell owns the session, so every event is `shell:*`. The API client publishes
// `shell:session-expired` on a 401 and the shell decides where to send the user.
import { Subject, filter, type Observable } from 'rxjs';
import type { Role } from '../domain/types';

export interface LoginEvent {
  type: 'shell:login';
  role: Role;
  userid: string;
  hoaid: string;
}

export interface LogoutEvent {
  type: 'shell:logout';
}

export interface SessionExpiredEvent {
  type: 'shell:session-expired';
  /** The API path that was refused, to help logs; never shown to the user. */
  path?: string;
}

export type SessionEvent = LoginEvent | LogoutEvent | SessionExpiredEvent;
export type SessionEventType = SessionEvent['type'];

const events = new Subject<SessionEvent>();

/** Every session event, as it happens (no replay: a late subscriber missed nothing to redo). */
export const sessionEvents$: Observable<SessionEvent> = events.asObservable();

/** Only the events of one type, typed accordingly. */
export function sessionEventsOfType<T extends SessionEventType>(
  type: T,
): Observable<Extract<SessionEvent, { type: T }>> {
  return sessionEvents$.pipe(
    filter((event): event is Extract<SessionEvent, { type: T }> => event.type === type),
  );
}

export function publishLogin(detail: Omit<LoginEvent, 'type'>): void {
  events.next({ type: 'shell:login', ...detail });
}

export function publishLogout(): void {
  events.next({ type: 'shell:logout' });
}

export function publishSessionExpired(path?: string): void {
  events.next(
    path === undefined
      ? { type: 'shell:session-expired' }
      : { type: 'shell:session-expired', path },
  );
}
