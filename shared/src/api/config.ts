// Files the server publishes beside the API (brief: /app-config.json and /remotes.json).
import type { RemotesManifest } from '../remote-contract';
import { getJson } from './client';

export interface AppConfig {
  /** The community a visitor of `/` lands on (spec §2: a fixed code). */
  defaultHoaid: string;
}

export function getAppConfig(): Promise<AppConfig> {
  return getJson('/app-config.json');
}

export function getRemotesManifest(): Promise<RemotesManifest> {
  return getJson('/remotes.json');
}
