// docs/conventions.md: BUILD_VERSION, else the git commit, else a timestamp.
import { execFileSync } from 'node:child_process';

export function resolveBuildVersion() {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'sw', 'contract'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    if (commit) return dirty ? `${commit}-dev${Date.now().toString(36)}` : commit;
  } catch {
    // no git: fall through to the timestamp
  }
  return `t${Date.now().toString(36)}`;
}
