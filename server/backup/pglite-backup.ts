// issue #36 backups of the embedded database. PGlite's dumpDataDir tars the data folder
// while it holds PGlite's query lock, so no statement runs meanwhile: the tar is the image a
// crash at that instant would leave, which PostgreSQL's recovery makes consistent (committed
// transactions in, unfinished ones out) when the copy is opened. A running server takes it
// for the CLI through a socket in DATA_DIR (only who can read DATA_DIR can reach it).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../db/database';

export const CONTROL_SOCKET = 'control.sock';

export class RestoreRefused extends Error {}

/** Serves POST /backup on DATA_DIR/control.sock (PGlite servers only). */
export async function startControlSocket(
  dataDir: string,
  database: DatabaseHandle,
): Promise<Server | undefined> {
  if (!database.dump) return undefined;
  const path = join(dataDir, CONTROL_SOCKET);
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup' || !database.dump) {
      res.writeHead(404).end();
      return;
    }
    database.dump().then(
      async (blob) => res.writeHead(200).end(Buffer.from(await blob.arrayBuffer())),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  return server;
}

/** The running server's dump through its control socket. */
export function backupThroughServer(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: join(dataDir, CONTROL_SOCKET), method: 'POST', path: '/backup' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`备份失败 / backup failed: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export function writeBackup(file: string, dump: Buffer): void {
  writeFileSync(file, dump, { mode: 0o600 });
}

/** Restores a backup into DATA_DIR/pglite; DATA_DIR must be absent or empty. */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreRefused(
      `数据目录 ${dataDir} 不是空的，拒绝恢复 / ${dataDir} is not empty: restore refused`,
    );
  }
  const tarball = new Blob([readFileSync(file)]);
  mkdirSync(join(dataDir, 'pglite'), { recursive: true });
  const client = new PGlite(join(dataDir, 'pglite'), { loadDataDir: tarball });
  await client.waitReady;
  await client.close();
}
