// @parking/shared/events: the status banner bus and the session events (docs/architecture.md, Packages).
// A federation singleton, so the shell and every remote share one bus.
export {
  STATUS_LIFETIME_MS,
  status$,
  publishSuccess,
  publishError,
  publishInfo,
  clearStatus,
  currentStatus,
  openStatusHost,
  statusHosts$,
  type StatusHost,
  type StatusKind,
  type StatusMessage,
} from './status';
export {
  sessionEvents$,
  sessionEventsOfType,
  publishLogin,
  publishLogout,
  publishSessionExpired,
  type LoginEvent,
  type LogoutEvent,
  type SessionExpiredEvent,
  type SessionEvent,
  type SessionEventType,
} from './session-events';
