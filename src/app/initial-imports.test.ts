import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHAKRA_PACKAGES,
  repositoryRoot,
  staticImportsOf,
  staticPackages,
} from '../../scripts/static-imports';

// docs/architecture.md "Styling" (issue #39): the shell paints without Chakra; Chakra and
// Emotion load with the first island (src/ui/theme/chakra-island.tsx). The walk of the static
// imports from src/main.tsx (dynamic `import()` is where islands and pages start) names the
// path to any Chakra or Emotion import, which would put them back into the initial JS.
describe('the initial JS (issue #39)', () => {
  it('imports no Chakra or Emotion module statically from src/main.tsx: the first paint needs neither', () => {
    expect(staticImportsOf('src/main.tsx', CHAKRA_PACKAGES)).toEqual([]);
    // the walk sees the shell's real imports (a broken walk would pass the check above)
    const packages = staticPackages(resolve(repositoryRoot, 'src/main.tsx'));
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['react-dom/client', 'react']));
  });
});
