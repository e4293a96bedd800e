import { describe, expect, it } from 'vitest';
import { preloadDeps, staticClosure } from './preload-deps';

// A bundle shaped like the console's: the entry imports react and translate; a lazy page
// imports react (loaded with the entry) and a Chakra chunk, which imports another.
const bundle = {
  'assets/index.js': {
    type: 'chunk' as const,
    fileName: 'assets/index.js',
    imports: ['assets/react.js', 'assets/translate.js'],
  },
  'assets/react.js': { type: 'chunk' as const, fileName: 'assets/react.js', imports: [] },
  'assets/translate.js': { type: 'chunk' as const, fileName: 'assets/translate.js', imports: [] },
  'assets/page.js': {
    type: 'chunk' as const,
    fileName: 'assets/page.js',
    imports: ['assets/react.js', 'assets/chakra.js'],
  },
  'assets/chakra.js': {
    type: 'chunk' as const,
    fileName: 'assets/chakra.js',
    imports: ['assets/zag.js'],
  },
  'assets/zag.js': { type: 'chunk' as const, fileName: 'assets/zag.js', imports: [] },
};

function resolverFor(output: Record<string, unknown>) {
  const { plugin, resolveDependencies } = preloadDeps();
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, output);
  return resolveDependencies;
}

describe('preload deps (docs/stack.md "Preload helper")', () => {
  it('the static closure of a chunk holds it and every chunk it imports, directly or not', () => {
    expect([...staticClosure(bundle, 'assets/page.js')].sort()).toEqual([
      'assets/chakra.js',
      'assets/page.js',
      'assets/react.js',
      'assets/zag.js',
    ]);
  });

  it('a dynamic import does not preload the chunks its importer has already loaded', () => {
    const resolve = resolverFor(bundle);
    const deps = ['assets/page.js', 'assets/react.js', 'assets/chakra.js', 'assets/zag.js'];
    expect(resolve('assets/page.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual([
      'assets/page.js',
      'assets/chakra.js',
      'assets/zag.js',
    ]);
  });

  it("the HTML's own preloads keep every chunk (nothing is loaded before them)", () => {
    const resolve = resolverFor(bundle);
    const deps = ['assets/react.js', 'assets/translate.js'];
    expect(resolve('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
  });
});
