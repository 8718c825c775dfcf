// One process per PGlite data folder (ARCHITECTURE "Database"): a lock file holds the owner's
// pid, its start time and the boot id. A live owner refuses the second process; a lock whose
// process is gone is taken over, also when its pid now belongs to another process (
// PID 1 in a restarted container) or the machine has rebooted since.
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

/** Who wrote the lock: a pid alone can come back (PID 1 in a restarted container). */
export interface LockOwner {
  pid: number;
  /** The process's start time (Linux /proc/<pid>/stat field 22), when known. */
  start?: string;
  /** The kernel's boot id, when known: another boot means every old process is gone. */
  boot?: string;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat, read after the command name, which may hold spaces. */
export function processStartTime(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

export function currentOwner(): LockOwner {
  const start = processStartTime(process.pid);
  const boot = bootId();
  return { pid: process.pid, ...(start ? { start } : {}), ...(boot ? { boot } : {}) };
}

function readOwner(lockFile: string): LockOwner | undefined {
  const text = readText(lockFile)?.trim();
  if (!text) return undefined;
  // Lock files of earlier versions hold the pid alone.
  if (/^\d+$/.test(text)) return { pid: Number.parseInt(text, 10) };
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(owner.pid) || (owner.pid ?? 0) <= 0) return undefined;
    return {
      pid: owner.pid as number,
      ...(typeof owner.start === 'string' ? { start: owner.start } : {}),
      ...(typeof owner.boot === 'string' ? { boot: owner.boot } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The lock's process still runs: same boot, the pid alive, and started when the lock says. */
export function ownerAlive(owner: LockOwner, now: LockOwner = currentOwner()): boolean {
  if (owner.boot && now.boot && owner.boot !== now.boot) return false;
  if (!isAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  if (owner.start && started) return owner.start === started;
  // An old pid-only lock naming this very process was left by an earlier one with its pid.
  return owner.pid !== process.pid || owner.start !== undefined;
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(lockFile: string): DataDirLock {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${JSON.stringify(currentOwner())}\n`);
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner !== undefined && ownerAlive(owner)) {
        throw new DatabaseLockedError(lockFile, owner.pid);
      }
      rmSync(lockFile, { force: true }); // stale: its process is gone (or its pid is reused)
    }
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}
