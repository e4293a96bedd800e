// `npm start`: build the console and the server if needed, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sources = [
  'src',
  'sw',
  'contract',
  'server',
  'public',
  'index.html',
  'login.html',
  'vite.config.ts',
  'package-lock.json',
];
const outputs = ['dist/client/index.html', 'dist/client/build-version.txt', 'dist/server/main.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function buildIsStale() {
  if (!outputs.every((path) => existsSync(path))) return true;
  const built = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  return sources.some((path) => newestMtime(path) > built);
}

const needsBuild = !outputs.every((path) => existsSync(path)) || buildIsStale();
if (needsBuild) {
  console.log('构建控制台与服务端… (building console and server)');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
