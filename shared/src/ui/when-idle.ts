// Work that may wait until the browser has nothing else to do: warming the locale
// data, fetching the code of panels not yet opened. Runs in an idle period, or after `timeoutMs`
// at the latest; where requestIdleCallback is missing (Safari), shortly after the current task.

/** Schedules `task` for an idle moment; the returned function cancels it if it has not run. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
