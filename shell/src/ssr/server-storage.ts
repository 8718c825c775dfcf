// The server's stand-in for shared/src/session/storage.ts in the render of public pages
// (docs/adr/0034): a server has no browser storage, and must never share one between visitors
// (a runtime with a global sessionStorage would). Reads give nothing; writes are dropped.
import type { SessionKey, SessionValues } from '@parking/shared/session';

export function getRaw(_key: SessionKey): string | null {
  return null;
}

export const session = {
  get<K extends SessionKey>(_key: K): SessionValues[K] | null {
    return null;
  },
  set<K extends SessionKey>(_key: K, _value: SessionValues[K]): void {},
  remove(_key: SessionKey): void {},
};

export function getToken(): string | null {
  return null;
}

export function setToken(_token: string): void {}

export function clearToken(): void {}
