// issue #39 (docs/stack.md "Preload helper"): Vite wraps every dynamic import in its preload
// helper with the list of chunks the imported one needs, and lists every chunk of that closure,
// those the importing chunk has already loaded included (react, the router, the shell…): a
// route's list held 50–88 chunks. At start-up the helper resolves each listed URL with
// `import.meta.resolve` on every call, which was the "translate" chunk's 100–159 ms of self time
// under Lighthouse's 4× throttle (the helper lives in that chunk). A chunk the importer imports
// statically has been loaded and run before the importer's code can call `import()`, so
// preloading it again does nothing: the list keeps only the chunks the importer does not have.
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
}

/** `fileName` and every chunk it imports statically, directly or not. */
export function staticClosure(
  bundle: Readonly<Record<string, ChunkLike>>,
  fileName: string,
): Set<string> {
  const files = new Set<string>();
  const visit = (name: string) => {
    const item = bundle[name];
    if (!item || item.type !== 'chunk' || files.has(name)) return;
    files.add(name);
    for (const imported of item.imports ?? []) visit(imported);
  };
  visit(fileName);
  return files;
}

/**
 * The plugin keeps the bundle for `resolveDependencies` (build.modulePreload), which Vite calls
 * from its own `generateBundle`; this one runs first (`order: 'pre'`).
 */
export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (
    filename: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let bundle: Record<string, ChunkLike> | undefined;
  const closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'preload-deps',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Record<string, ChunkLike>;
          closures.clear();
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      // The HTML's own modulepreload links: nothing is loaded before them.
      if (hostType !== 'js') return deps;
      if (!bundle) throw new Error('preload-deps: resolveDependencies before generateBundle');
      let loaded = closures.get(hostId);
      if (!loaded) {
        loaded = staticClosure(bundle, hostId);
        closures.set(hostId, loaded);
      }
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
