import { useEffect, useState } from 'react';

/** Typed filters reach the server once typing pauses. */
export const FILTER_DEBOUNCE_MS = 300;

/** The value, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = FILTER_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
