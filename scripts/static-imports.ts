import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// docs/architecture.md "Styling" (issue #39): what a module pulls in with it is the graph of its
// static imports; a dynamic `import()` is where an island or a page starts loading on its own.
// This walks that graph through the repository's sources and names the path to each package.
// (The same walk as src/app/initial-imports.test.ts, which can use this.)
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gms;

/** Chakra, Emotion, Ark and Zag: the code an island brings (issue #39). */
export const CHAKRA_PACKAGES = /@chakra-ui|@emotion|@ark-ui|@zag-js/;

/** The repository file a relative specifier in `from` names (extension and index added). */
export function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return EXTENSIONS.map((extension) => base + extension).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** Every package the static import graph from `entry` reaches, with the chain of files to it. */
export function staticPackages(entry: string): Map<string, string[]> {
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

/** The packages matching `pattern` that `entry` (relative to the repository) reaches statically. */
export function staticImportsOf(entry: string, pattern: RegExp): string[] {
  return [...staticPackages(resolve(repositoryRoot, entry))]
    .filter(([name]) => pattern.test(name))
    .map(([name, chain]) => {
      const files = [...chain].reverse().map((file) => relative(repositoryRoot, file));
      return `${name} ← ${files.join(' ← ')}`;
    });
}

/** Every repository file (relative to the repository) the static import graph from `entry` reaches. */
export function staticFilesOf(entry: string): Set<string> {
  const files = new Set<string>();
  const queue = [resolve(repositoryRoot, entry)];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const name = relative(repositoryRoot, file);
    if (files.has(name)) continue;
    files.add(name);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? '';
      const target = specifier.startsWith('.') ? resolveLocal(file, specifier) : undefined;
      if (target) queue.push(target);
    }
  }
  return files;
}
