// The browser's Back button asks too, without a data router (docs/adr/0013). While
// edits wait for a Commit, a copy of the current history entry (same URL, same router state,
// plus a mark) is pushed on top. Back leaves the marked entry for the one under it, which has the
// same URL, so the router renders the same page and the edits stay on screen; the guard then
// asks. Stay pushes the marked entry again; Leave goes back for real. When the guard ends
// (Commit, discarded edits, another panel, a confirmed click), the marked entry is taken off
// again (history.back from it), so the history holds no entry of the guard's.
//
// Forward needs no answer of its own: pushing the marked entry drops every forward entry, so
// while the guard stands there is nothing to go forward to. A jump of several entries at once
// (the Back button's long-press list) leaves for another URL before any listener can ask; the
// router renders that page at once. Only a data router could hold it.

const MARK = 'parkingLeaveGuard';

/** Pops the guard itself caused, which its listeners must not take for the user's. */
let ownPops = 0;
/** The last history step the guards started; a new guard pushes only after it ended. */
let settled: Promise<void> = Promise.resolve();

function marked(id: string): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === id
  );
}

/** history.back(), resolved once the browser has moved (its popstate), or after a second. */
function stepBack(): Promise<void> {
  ownPops += 1;
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      clearTimeout(timer);
      ownPops -= 1;
      resolve();
    };
    const timer = setTimeout(done, 1000);
    window.addEventListener('popstate', done);
    window.history.back();
  });
}

function queue(step: () => void | Promise<void>): Promise<void> {
  settled = settled.then(step, step);
  return settled;
}

let lastId = 0;

export interface HistoryGuard {
  /** Takes the marked entry off (a confirmed leave by click); resolves once the history moved. */
  release(): Promise<void>;
  /** Pushes the marked entry again if it is gone and the page is still the guarded one. */
  restore(): void;
  /** Ends the guard: no more questions, and the marked entry is taken off if it is current. */
  dispose(): Promise<void>;
}

/**
 * Guards the history's Back step while the page has uncommitted edits: `ask` is the portal's
 * question; true leaves (goes back for real, after `onLeave`), false stays.
 */
export function guardHistory(ask: () => Promise<boolean>, onLeave?: () => void): HistoryGuard {
  lastId += 1;
  const id = `guard-${lastId}`;
  const url = window.location.href;
  let active = true;
  let asking = false;

  const push = () => {
    if (!active || marked(id) || window.location.href !== url) return;
    const state: unknown = window.history.state;
    const base = typeof state === 'object' && state !== null ? state : {};
    window.history.pushState({ ...base, [MARK]: id }, '', url);
  };

  const onPopState = () => {
    if (ownPops > 0 || !active || asking || marked(id)) return;
    // The user left the marked entry: Back (the entry under it shows the same page).
    asking = true;
    void ask().then((leave) => {
      asking = false;
      if (!active) return;
      if (leave) {
        active = false;
        window.removeEventListener('popstate', onPopState);
        onLeave?.();
        window.history.back();
      } else {
        push();
      }
    });
  };

  window.addEventListener('popstate', onPopState);
  void queue(push);

  const takeOff = () => queue(() => (marked(id) ? stepBack() : undefined));

  return {
    release: () => takeOff(),
    restore: () => void queue(push),
    dispose: () => {
      active = false;
      window.removeEventListener('popstate', onPopState);
      return takeOff();
    },
  };
}
