import { describe, expect, it } from 'vitest';

// issue #38 item 3: the private-chat, group-chat and moment detail pages rendered the phone
// preview without the composer, whose import registered the preview's strings, so the phone
// read `composer.previewEmployee`. A shared component (src/ui) is rendered by pages that know
// nothing of its strings: each one that reads a message key imports the catalogue holding it
// (the `*-messages` module registering that key), never relying on a page having loaded it.

type Module = Readonly<Record<string, unknown>>;

const registrations = import.meta.glob<string>('./messages/*-messages.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const zhCatalogues = import.meta.glob<Module>('./messages/*.zh-cn.ts', { eager: true });
const shared = import.meta.glob<string>(['../../ui/**/*.{ts,tsx}', '!../../ui/**/*.test.*'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const baseName = (file: string) => (file.split('/').pop() ?? '').replace(/\.tsx?$/, '');

/** key → the `*-messages` modules that register it. */
function registeringModules(): Map<string, Set<string>> {
  const byKey = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(registrations)) {
    for (const [, catalogue] of source.matchAll(/from '\.\/([\w-]+\.zh-cn)'/g)) {
      const module = zhCatalogues[`./messages/${catalogue}.ts`];
      for (const strings of Object.values(module ?? {})) {
        for (const key of Object.keys(strings as Record<string, string>)) {
          const modules = byKey.get(key) ?? new Set<string>();
          modules.add(baseName(file));
          byKey.set(key, modules);
        }
      }
    }
  }
  return byKey;
}

describe('shared components bring their own strings', () => {
  it('every src/ui component that reads a message key imports the catalogue holding it', () => {
    const byKey = registeringModules();
    expect(byKey.get('composer.previewEmployee')).toEqual(new Set(['message-composer-messages']));
    const missing: string[] = [];
    for (const [file, source] of Object.entries(shared)) {
      const imported = new Set(
        [...source.matchAll(/messages\/([\w-]+-messages)'/g)].map((match) => match[1]),
      );
      for (const [, key] of source.matchAll(/\bt\(\s*'([\w.]+)'/g)) {
        const modules = byKey.get(key ?? '');
        if (modules && ![...modules].some((module) => imported.has(module))) {
          missing.push(`${file.replace('../../', 'src/')}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
