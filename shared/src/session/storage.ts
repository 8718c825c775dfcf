// Typed reads and writes of session storage and the token in local storage. Browsers may
// refuse storage (private mode, quota): reads then give null and writes are dropped, so the
// portal keeps working for the current page.
import { TOKEN_KEY, isStringKey, type SessionKey, type SessionValues } from './keys';

function sessionArea(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function localArea(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(area: Storage | null, key: string): string | null {
  try {
    return area?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeRaw(area: Storage | null, key: string, value: string): void {
  try {
    area?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives only as long as the page's own state.
  }
}

function removeRaw(area: Storage | null, key: string): void {
  try {
    area?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** The raw text stored under a session key, as the /showsessiondata page shows it. */
export function getRaw(key: SessionKey): string | null {
  return readRaw(sessionArea(), key);
}

export const session = {
  get<K extends SessionKey>(key: K): SessionValues[K] | null {
    const raw = getRaw(key);
    if (raw === null) return null;
    if (isStringKey(key)) return raw as SessionValues[K];
    try {
      return JSON.parse(raw) as SessionValues[K];
    } catch {
      // A value written by hand or an older version: treat it as absent.
      return null;
    }
  },

  set<K extends SessionKey>(key: K, value: SessionValues[K]): void {
    const raw = isStringKey(key) ? String(value) : JSON.stringify(value);
    writeRaw(sessionArea(), key, raw);
  },

  remove(key: SessionKey): void {
    removeRaw(sessionArea(), key);
  },
};

export function getToken(): string | null {
  const token = readRaw(localArea(), TOKEN_KEY);
  return token === '' ? null : token;
}

export function setToken(token: string): void {
  writeRaw(localArea(), TOKEN_KEY, token);
}

export function clearToken(): void {
  removeRaw(localArea(), TOKEN_KEY);
}
