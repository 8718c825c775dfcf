// Edits that wait for a Commit are not thrown away silently. While `pending` is above
// zero, a reload or closing the tab asks the browser's own question (beforeunload), and a click
// on a link or on a navigation-bar button first asks `ask()`; the click goes through only when
// it answers true. The portal routes declaratively (BrowserRouter, docs/adr/0004), where
// react-router's useBlocker is not available, so the guard stands at the clicks that navigate,
// and a guard entry on the history answers the browser's Back button (../history-guard.ts).
import { useEffect, useRef } from 'react';
import { guardHistory } from '../history-guard';

/** Elements whose click leaves the screen: links and the buttons of the navigation bar. */
const LEAVING = 'a[href], nav button';

function leavingTarget(event: MouseEvent): HTMLElement | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return null; // A new tab or window leaves nothing behind.
  const target = event.target instanceof Element ? event.target.closest(LEAVING) : null;
  if (!(target instanceof HTMLElement) || target.closest('[role="dialog"],[role="alertdialog"]'))
    return null;
  if (target instanceof HTMLAnchorElement) {
    const external = target.origin !== window.location.origin;
    if (external || target.target === '_blank' || target.hasAttribute('download')) return null;
  }
  return target;
}

export function useLeaveGuard(pending: number, ask: () => Promise<boolean>): void {
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  }, [ask]);
  const guarding = pending > 0;

  useEffect(() => {
    if (!guarding) return;
    let allowed: HTMLElement | null = null;
    /** The user already said Leave (Back): the browser does not ask a second time. */
    let left = false;
    const backGuard = guardHistory(
      () => askRef.current(),
      () => {
        left = true;
      },
    );
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (left) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const target = leavingTarget(event);
      if (!target) return;
      if (target === allowed) {
        allowed = null;
        return;
      }
      // Capture phase on the document: React and the router never see the first click.
      event.preventDefault();
      event.stopPropagation();
      void askRef.current().then(async (leave) => {
        if (!leave || !target.isConnected) return;
        // The guard entry goes first, so the navigation replaces no entry and leaves none.
        await backGuard.release();
        if (!target.isConnected) return;
        allowed = target;
        target.click();
        // A click that did not leave (the page is the same) keeps Back guarded.
        setTimeout(() => backGuard.restore(), 0);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      void backGuard.dispose();
    };
  }, [guarding]);
}
