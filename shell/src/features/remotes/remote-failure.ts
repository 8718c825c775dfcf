// Why a remote page is not showing, in the words the user needs (issue 10):
// - new-version: a chunk of an already loaded remote is gone (a deploy replaced it), so the
//   page offers a reload rather than blaming the connection;
// - incompatible: the federation runtime refused the remote because it needs a shared
//   singleton the page cannot give it (a strict version mismatch, docs/adr/0006);
// - unavailable: the remote did not load (offline, server error, no answer in 10 s): Retry.
export type RemoteFailure = 'new-version' | 'incompatible' | 'unavailable';

export function classifyRemoteFailure(error: unknown): RemoteFailure {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'ChunkLoadError' || /Loading (css )?chunk .* failed/i.test(message)) {
    return 'new-version';
  }
  if (/does not satisfy the requirement/.test(message)) return 'incompatible';
  return 'unavailable';
}
