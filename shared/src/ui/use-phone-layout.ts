import { useSyncExternalStore } from 'react';
import { PHONE_MEDIA_QUERY } from './theme';

function phoneQuery(): MediaQueryList | null {
  // Server rendering and jsdom have no matchMedia: they get the wide layout.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(PHONE_MEDIA_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneNow = (): boolean => phoneQuery()?.matches ?? false;
const isPhoneOnServer = (): boolean => false;

/** True below 800 px window width (spec §9), following resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, isPhoneOnServer);
}
