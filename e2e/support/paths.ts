// Where the journeys' support code finds the repository and writes its artifacts.
import { resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');
export const artifacts = resolve(__dirname, '..', 'artifacts');
