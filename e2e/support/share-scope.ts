// Reads the Module Federation share scope of the page (window.__FEDERATION__.__SHARE__): for each
// share key, the instances that were actually loaded and who uses them (docs/adr/0006).
import type { Page } from '@playwright/test';

/** The singletons of config/webpack/shared-singletons.mjs. */
export const DECLARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'styled-components',
  '@parking/shared/api',
  '@parking/shared/events',
  '@parking/shared/session',
] as const;

export interface LoadedShare {
  version: string;
  from: string;
  useIn: string[];
}

export function readShareScope(page: Page): Promise<Record<string, LoadedShare[]>> {
  return page.evaluate(() => {
    interface Shared {
      loaded?: boolean;
      from: string;
      useIn?: string[];
    }
    type Scope = Record<string, Record<string, Shared>>;
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Scope>> } }
    ).__FEDERATION__;
    const seen = new Set<Shared>();
    const loaded: Record<string, LoadedShare[]> = {};
    // One share scope may be listed under several federation instances: count each entry once.
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [key, versions] of Object.entries(scopes.default ?? {})) {
        loaded[key] ??= [];
        for (const [version, shared] of Object.entries(versions)) {
          if (!shared.loaded || seen.has(shared)) continue;
          seen.add(shared);
          loaded[key].push({ version, from: shared.from, useIn: [...(shared.useIn ?? [])] });
        }
      }
    }
    return loaded;
  });
}
