// Why a remote page is not showing, in the words the user needs (docs/adr/0024):
// - new-version: a chunk of an already loaded remote is gone (a deploy replaced it), so the
//   page offers a reload rather than blaming the connection;
// - incompatible: the remote needs a shared singleton in a version the page cannot give it (a
//   strict version mismatch, docs/adr/0006);
// - blocked: the page's content security policy refused the remote's address (it moved after
//   this page was loaded): a reload gets the policy of the remote list in force;
// - unavailable: the remote did not load (offline, server error, no answer in 10 s): Retry.
// The loader (remote-loader.ts) classifies what the federation runtime reports and marks the
// error; a chunk a remote page loads later is recognised by webpack's ChunkLoadError.
export type RemoteFailure = 'new-version' | 'incompatible' | 'blocked' | 'unavailable';

interface ClassifiedError extends Error {
  remoteFailure: RemoteFailure;
}

export function remoteFailure(kind: RemoteFailure, message: string, cause?: unknown): Error {
  const error = new Error(message, { cause }) as ClassifiedError;
  error.remoteFailure = kind;
  return error;
}

export function classifyRemoteFailure(error: unknown): RemoteFailure {
  if (error instanceof Error && 'remoteFailure' in error) {
    return (error as ClassifiedError).remoteFailure;
  }
  return error instanceof Error && error.name === 'ChunkLoadError' ? 'new-version' : 'unavailable';
}
