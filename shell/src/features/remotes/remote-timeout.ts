// A remote that does not answer shows its error within 10 s. The whole load (the remote
// list, the manifest, the entry, the exposed module's chunks) is capped here; each attempt at an
// entry or a manifest has its own shorter timeout (remote-loader.ts).
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

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
