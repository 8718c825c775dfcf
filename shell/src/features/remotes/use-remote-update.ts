// A remote deployed while its page is open is offered as a reload. The remote list is
// read again when the page opens, when the window gets the focus back and every 2 s; if it
// names another remoteEntry.js than the one this page registered, a newer version is out.
import type { RemoteName } from '@parking/shared/remote-contract';
import { useEffect, useState } from 'react';
import { fetchManifest, registeredEntry } from './remote-registry';

// A short poll: /remotes.json answers 304 (its ETag) until a deploy, so a deploy reaches an open
// tab within seconds (docs/adr/0024).
const CHECK_EVERY_MS = 2_000;

export function useRemoteUpdate(name: RemoteName): boolean {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    let active = true;
    const check = () => {
      const loaded = registeredEntry(name);
      if (!loaded || document.visibilityState === 'hidden') return;
      fetchManifest().then(
        (manifest) => {
          if (active && manifest[name] !== loaded) setUpdated(true);
        },
        () => undefined, // Offline now: the next check tries again.
      );
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [name]);
  return updated;
}
