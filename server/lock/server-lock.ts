// docs/stack.md "PGlite": it does not lock its folder, so the server holds DATA_DIR/server.lock
// (its PID) and a second process on the same folder refuses to start (issue #2).
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

export interface ServerLock {
  readonly path: string;
  release(): void;
}

export class LockHeldError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `数据目录 ${dataDir} 已被进程 ${pid} 占用，请先停止该进程。\n` +
        `The data folder ${dataDir} is in use by process ${pid}; stop it first.`,
    );
    this.name = 'LockHeldError';
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

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(path: string, pid: number): boolean {
  try {
    const fd = openSync(path, 'wx', 0o644);
    writeSync(fd, `${pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Take the lock for `pid` (this process by default); a lock of a dead PID is taken over. */
export function acquireServerLock(dataDir: string, pid: number = process.pid): ServerLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path, pid)) {
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          if (readPid(path) === pid) unlinkSync(path);
        },
      };
    }
    const holder = readPid(path);
    if (holder !== undefined && holder !== pid && isAlive(holder)) {
      throw new LockHeldError(dataDir, holder);
    }
    // Stale (dead PID, our own PID from a crashed run, or unreadable): remove and retry.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`无法获取锁文件 / could not take the lock file ${path}`);
}
