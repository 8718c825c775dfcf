// Test double of features/remotes/remote-registry: each remote page renders its name, so a
// test sees which remote page the shell routed to without Module Federation.
import type { ComponentType } from 'react';

export function remoteRegistryStub() {
  return {
    ROLE_REMOTE: { owner: 'owner', renter: 'renter', admin: 'admin', readonly: 'admin' },
    loadRemotePage: jest.fn(async (remote: string, page: string): Promise<ComponentType> => {
      function StubRemotePage() {
        return <p>{`${remote} remote: ${page}`}</p>;
      }
      return StubRemotePage;
    }),
    preloadRemoteFor: jest.fn(),
    // The stub's pages are never preloaded: RemotePage loads them.
    arrivedRemotePage: jest.fn((): ComponentType | undefined => undefined),
    // No remote is registered, so no update check reaches the manifest.
    registeredEntry: jest.fn((): string | undefined => undefined),
    fetchManifest: jest.fn(async () => {
      throw new Error('the stub registry has no /remotes.json');
    }),
  };
}
