import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// issue #34 "the repo explains itself": a comment may cite the spec (by section) or a page of
// docs/, never a file that is not in the repository.
describe('the repository explains itself', () => {
  // The notes outside the repository are cited with or without their `.md` ("stack-notes
  // "PWA"" escaped the first version of this test in 20 comments); config files at the root
  // (vite.config.ts) count too.
  it('no source or config file cites domain.md, design.md, style.md or stack-notes outside docs/', () => {
    const hits = execSync(
      "git grep -nE '(^|[^/[:alnum:]_])(domain|design|style)\\.md|stack-notes' -- ':!*.md' ':!*.json' ':!scripts/docs-citations.test.ts' || true",
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .filter(Boolean);
    expect(hits).toEqual([]);
  });

  it('every docs/ page a comment cites exists', () => {
    const cited = execSync(
      "git grep -ohE 'docs/[a-z-]+\\.md' -- src server contract sw scripts tests bench || true",
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .filter(Boolean);
    const missing = [...new Set(cited)].filter((page) => !existsSync(page));
    expect(missing).toEqual([]);
  });

  it('every .md file a source or config file cites is in the repository', () => {
    const tracked = execSync('git ls-files', { encoding: 'utf8' }).trim().split('\n');
    const names = new Set(tracked.map((file) => basename(file)));
    const hits = execSync(
      "git grep -noE '[A-Za-z0-9_./-]+\\.md\\b' -- ':!*.md' ':!*.json' ':!scripts/docs-citations.test.ts' || true",
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .filter(Boolean);
    const missing = hits.filter((hit) => {
      const [file = '', , cited = ''] = hit.split(':');
      const local = join(dirname(file), cited);
      if (cited.includes('/')) return !existsSync(cited) && !existsSync(local);
      return !existsSync(local) && !names.has(cited);
    });
    expect(missing).toEqual([]);
  });
});
