import { useEffect, useRef, useState } from 'react';

// Open dialogs, each with the order in which it first rendered. Escape closes only the topmost
// one, so a payment form open over a vehicle form (spec §2) closes alone. Render order, not
// effect order, decides: a parent renders before a dialog nested in it, but its effects run after.
const openDialogs: { token: symbol; order: number }[] = [];
let renderCount = 0;

function isTopmost(token: symbol): boolean {
  const top = openDialogs.reduce<(typeof openDialogs)[number] | undefined>(
    (highest, dialog) => (!highest || dialog.order > highest.order ? dialog : highest),
    undefined,
  );
  return top?.token === token;
}

/** Calls onEscape when Escape is pressed and this dialog is the topmost open one. */
export function useTopmostEscape(onEscape: (() => void) | undefined): void {
  const [order] = useState(() => ++renderCount);
  const handlerRef = useRef(onEscape);
  useEffect(() => {
    handlerRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const token = Symbol('dialog');
    openDialogs.push({ token, order });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isTopmost(token)) return;
      const handler = handlerRef.current;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(
        openDialogs.findIndex((dialog) => dialog.token === token),
        1,
      );
    };
  }, [order]);
}
