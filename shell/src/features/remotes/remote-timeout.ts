// Issue 10: a remote that does not answer shows its error within 10 s. The federation runtime
// waits 20 s for a remoteEntry.js script; this runtime plugin gives it 10 s, and the whole load
// (manifest, entry, the exposed module's chunks) is capped at the same time.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export function remoteScriptTimeout(): ModuleFederationRuntimePlugin {
  return {
    name: 'parking-remote-script-timeout',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      return { script, timeout: REMOTE_LOAD_TIMEOUT_MS };
    },
  };
}

export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
