// docs/adr/0034: a server-rendered form can be filled in before the page's scripts run.
// Hydration keeps what the fields show, but React's state starts from its own values, so the
// next render would put those back over what the visitor typed. Once, at mount, each named field
// whose text (or check) differs from the state is handed to `keep`, which takes it into the state.
import { useEffect, type RefObject } from 'react';

/** What the fields show, by name: text (inputs, selects, text areas), a boolean for a checkbox. */
export type TypedFields = Record<string, string | boolean>;

export function useFormTypedBeforeStart(
  form: RefObject<HTMLFormElement | null>,
  state: TypedFields,
  keep: (typed: TypedFields) => void,
): void {
  useEffect(() => {
    const typed: TypedFields = {};
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )) {
        continue;
      }
      if (!element.name || !(element.name in state)) continue;
      const shown =
        element instanceof HTMLInputElement && element.type === 'checkbox'
          ? element.checked
          : element.value;
      if (shown !== state[element.name]) typed[element.name] = shown;
    }
    if (Object.keys(typed).length > 0) keep(typed);
    // Once, at mount: later input arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
