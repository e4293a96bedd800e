import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  repositoryRoot,
  resolveLocal,
  staticFilesOf,
  staticImportsOf,
} from '../../scripts/static-imports';

// issue #39 (docs/architecture.md "Styling" point 7): zod stays the one validator, but a list
// page's first paint does not download it or build schemas with it (26 KB gzip, ~200 ms of a
// phone's main thread at 4× CPU: bench/README.md). The reads it makes import declarations
// free of zod values (`<slug>-routes.ts`, schemas named by `schemaRef`); the schemas load
// with the forms and dialogs that use them.
const FIRST_PAINT = [
  'src/features/customer/customer-list/customer-list-page.tsx',
  'src/features/home/index/home-page.tsx',
  'src/features/acquiring/channel-code/channel-code-page.tsx',
  // /group-chat renders the same list (MassSendListPage) with its own config
  'src/features/reach/private-chat/private-chat-page.tsx',
  'src/features/reach/group-chat/group-chat-page.tsx',
  'src/features/acquiring/welcome/welcome-page.tsx',
  // the header's badge, on every page
  'src/data/export-job/export-badge.tsx',
];

describe('a list page’s first paint loads no zod', () => {
  it.each(FIRST_PAINT)('%s imports no zod module statically', (entry) => {
    expect(staticImportsOf(entry, /^zod(\/|$)/)).toEqual([]);
    // the walk sees the module's real imports (a broken walk would pass the check above)
    expect(staticImportsOf(entry, /^react$|^react\/jsx-runtime$/).length).toBeGreaterThan(0);
  });
});

// Queries a first paint runs at once that load their declaration with `import()`: /index's
// recent notices (a POST with a page body). Their declarations are schema-free too; before,
// the notices' import brought zod and platform-endpoints' schemas into /index's start-up.
const FIRST_PAINT_QUERIES = ['src/data/notices/notice-page-query.ts'];

function dynamicImportsOf(file: string): string[] {
  const path = resolve(repositoryRoot, file);
  return [...readFileSync(path, 'utf8').matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => relative(repositoryRoot, resolveLocal(path, match[1] ?? '') ?? `${match[1]}?`),
  );
}

describe('a first paint’s queries load no zod with their declarations', () => {
  it.each(FIRST_PAINT_QUERIES)('%s loads declarations that import no zod', (query) => {
    const loaded = dynamicImportsOf(query);
    expect(loaded.length).toBeGreaterThan(0);
    for (const declarations of loaded) {
      expect(staticFilesOf(declarations).size).toBeGreaterThan(1);
      expect(staticImportsOf(declarations, /^zod(\/|$)/)).toEqual([]);
    }
  });
});
