import { describe, expect, it } from 'vitest';
import { staticImportsOf } from '../../scripts/static-imports';

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
