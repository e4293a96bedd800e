import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE, LockHeldError, acquireServerLock } from './server-lock';

function tempDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'scrm-lock-')), 'data');
}

describe('server lock', () => {
  it('creates DATA_DIR and writes the PID into server.lock', () => {
    const dataDir = tempDir();
    const lock = acquireServerLock(dataDir);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second holder while the first PID lives, naming the folder and the PID', async () => {
    const dataDir = tempDir();
    // The first holder is a real, live process other than this one.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], {
      stdio: 'ignore',
    });
    try {
      const childPid = child.pid ?? 0;
      const first = acquireServerLock(dataDir, childPid);
      let error: unknown;
      try {
        acquireServerLock(dataDir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(LockHeldError);
      expect((error as Error).message).toContain(dataDir);
      expect((error as Error).message).toContain(String(childPid));
      expect((error as Error).message).toMatch(/占用/);
      expect((error as Error).message).toMatch(/in use/);
      first.release();
      acquireServerLock(dataDir).release();
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock whose PID is dead', async () => {
    const dataDir = tempDir();
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    const deadPid = child.pid ?? 0;
    await new Promise((resolve) => child.on('exit', resolve));
    acquireServerLock(dataDir, deadPid);
    const lock = acquireServerLock(dataDir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dataDir = tempDir();
    acquireServerLock(dataDir, 1).release();
    writeFileSync(join(dataDir, LOCK_FILE), 'garbage');
    acquireServerLock(dataDir).release();
  });
});
