// docs/adr/0034: the login forms of a server-rendered page can be typed into before the page's
// scripts run. Hydration keeps what the fields show but React's state starts empty, so on mount
// the text already in a field becomes the field's value (and the field counts as the user's).
import { useEffect, type RefObject } from 'react';

export function useTypedBeforeStart(
  fields: readonly [
    RefObject<HTMLInputElement | HTMLSelectElement | null>,
    (value: string) => void,
  ][],
): void {
  useEffect(() => {
    for (const [ref, keep] of fields) {
      const typed = ref.current?.value ?? '';
      if (typed !== '') keep(typed);
    }
    // Once, at mount: later input arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
