import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md "Styling" (issue #39): the shell paints without Chakra; Chakra and
// Emotion load with the first island (src/ui/theme/chakra-island.tsx). This walks the static
// imports from src/main.tsx (dynamic `import()` is where islands and pages start) and names the
// path to any Chakra or Emotion import, which would put them back into the initial JS.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gms;

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return EXTENSIONS.map((extension) => base + extension).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Every package the static import graph from `entry` reaches, with the chain to it. */
function staticPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const chain = chains.get(file) ?? [];
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? '';
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, chain);
        continue;
      }
      // the theme's own files import Chakra's modules by path (shell-theme.js)
      if (specifier.includes('node_modules/')) {
        packages.set(specifier, chain);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (!target || chains.has(target)) continue;
      chains.set(target, [...chain, target]);
      queue.push(target);
    }
  }
  return packages;
}

describe('the initial JS (issue #39)', () => {
  it('imports no Chakra or Emotion module statically from src/main.tsx: the first paint needs neither', () => {
    const packages = staticPackages(resolve(root, 'src/main.tsx'));
    const styling = [...packages]
      .filter(([name]) => /@chakra-ui|@emotion|@ark-ui|@zag-js/.test(name))
      .map(([name, chain]) => {
        const files = [...chain].reverse().map((file) => relative(root, file));
        return `${name} ← ${files.join(' ← ')}`;
      });
    expect(styling).toEqual([]);
    // the walk sees the shell's real imports (a broken walk would pass the check above)
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['react-dom/client', 'react']));
  });
});
