// pg pools that survive a lost connection (docs/adr/0022-surviving-faults.md). PostgreSQL ends
// connections on a restart, a failover, pg_terminate_backend or idle_in_transaction_session_timeout;
// pg then emits 'error' on the client, and on a checked-out client nobody listens (pg-pool only
// listens while the client is idle), so Node ends the process. Every pool made here listens on
// the pool and on each client for their whole life: the request whose query was cut fails (503,
// plugins/error-handler.ts), the pool drops the broken client and opens a new one next time.
import { Pool, type PoolConfig } from 'pg';

export type ConnectionErrorLog = (error: Error) => void;

export function createPool(config: PoolConfig, onError: ConnectionErrorLog): Pool {
  const pool = new Pool(config);
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
  return pool;
}

// SQLSTATE classes and codes that mean "the connection or the server went away, try again":
// 08 connection exception, 57P01-57P03 admin/crash shutdown and cannot connect now, 53300 too many
// connections, 40001/40P01 serialization failure and deadlock (safe to retry as a whole).
const RETRYABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '40001', '40P01']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const LOST_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'Client was closed',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
];

/**
 * Whether an error (or one it wraps, e.g. drizzle's "Failed query" around pg's error) says the
 * database connection was lost or the server cannot serve right now: the request may be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') {
      if (RETRYABLE_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) {
        return true;
      }
    }
    if (LOST_MESSAGES.some((text) => current instanceof Error && current.message.includes(text))) {
      return true;
    }
    current = (current as Error & { cause?: unknown }).cause;
  }
  return false;
}
