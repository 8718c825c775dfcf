// Child processes of the test run: started in their own process group so that stopping one also
// stops whatever it spawned (start.mjs runs builds, then the server).
import { spawn, type ChildProcess } from 'node:child_process';
import type { WriteStream } from 'node:fs';

export interface StartOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  log: WriteStream;
}

export function startProcess(command: string, args: string[], options: StartOptions): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(options.log, { end: false });
  child.stderr?.pipe(options.log, { end: false });
  return child;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (hasExited(child)) {
    signalGroup(child, 'SIGKILL');
    return;
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  signalGroup(child, 'SIGTERM');
  const timer = new Promise<'late'>((done) => setTimeout(() => done('late'), graceMs));
  if ((await Promise.race([exited, timer])) === 'late') {
    signalGroup(child, 'SIGKILL');
    await exited;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs a command to its end (a seed, a compaction). Fails when it exits with a status other
 * than 0 or runs longer than `timeoutMs` (then it is stopped); `what` names it in the error.
 */
export async function runToEnd(
  command: string,
  args: string[],
  options: StartOptions & { timeoutMs: number; what: string },
): Promise<void> {
  const child = startProcess(command, args, options);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const code = await Promise.race([exited, sleep(options.timeoutMs).then(() => 'late' as const)]);
  if (code !== 0) {
    await stopProcess(child);
    throw new Error(`${options.what} failed (${String(code)})`);
  }
}

/** Polls `url` until it answers 2xx; fails early when `child` exits first. */
export async function waitForUrl(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new Error(`process exited (code ${String(child.exitCode)}) before ${url} answered`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
