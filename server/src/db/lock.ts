// One process per PGlite data folder (ARCHITECTURE "Database"): a lock file holds the owner's
// pid. A live owner refuses the second process; a lock left by a dead pid is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder is in use by another server process (pid ${ownerPid}). ` +
        `Stop it, or set DATA_DIR to another folder. Lock file: ${lockFile}`,
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(lockFile: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== undefined && isAlive(owner)) throw new DatabaseLockedError(lockFile, owner);
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}
