import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ActionRight } from '../../../contract/action-rights';

// issue #41 "Action rights" (docs/permissions.md): the server refuses a call whose endpoint
// declares an action right (`action:` in contract/) to a role without it; the console must not
// offer the control either — it hides or disables it and says why, through `useCan` or
// `RightButton` (src/data/menu; the settings pages through `useCanEdit`, which includes the
// 修改设置 right; lists through `ExportButton`, which asks `useCan('export')`).

const ROOT = join(__dirname, '../../..');
const FEATURES = join(ROOT, 'src/features');

interface Declared {
  readonly action?: ActionRight;
  readonly method?: string;
  readonly path?: string;
}

const isEndpoint = (value: unknown): value is Declared =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Declared).method === 'string' &&
  typeof (value as Declared).path === 'string';

/** The actions an exported value needs: an endpoint's, or those of a set of endpoints. */
function actionsOf(value: unknown): ActionRight[] {
  if (isEndpoint(value)) return value.action ? [value.action] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value)
    .filter(isEndpoint)
    .flatMap((endpoint) => (endpoint.action ? [endpoint.action] : []));
}

/** contract module path (absolute, no extension) → export name → actions it needs. */
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../../contract/**/*.ts', '!../../../contract/**/*.test.ts'],
  { eager: true },
);
const DECLARED = new Map<string, Map<string, ActionRight[]>>();
for (const [key, module] of Object.entries(contractModules)) {
  const names = new Map<string, ActionRight[]>();
  for (const [name, value] of Object.entries(module)) {
    const actions = actionsOf(value);
    if (actions.length > 0) names.set(name, [...new Set(actions)]);
  }
  if (names.size > 0) DECLARED.set(resolve(__dirname, key).replace(/\.ts$/, ''), names);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/g;

/** The action rights the file's calls need: values imported from a contract module. */
function actionsCalled(file: string, text: string): ActionRight[] {
  const needed: ActionRight[] = [];
  for (const [, typeOnly, clause = '', specifier = ''] of text.matchAll(IMPORT)) {
    if (typeOnly || !specifier.includes('contract/')) continue;
    const target = resolve(dirname(file), specifier).replace(/\.ts$/, '');
    const names = DECLARED.get(target) ?? DECLARED.get(join(target, 'index'));
    if (!names) continue;
    const namespace = /\*\s+as\s+(\w+)/.exec(clause)?.[1];
    const imported = clause.replace(/\s+/g, ' ');
    for (const [name, actions] of names) {
      const used = namespace
        ? new RegExp(`\\b${namespace}\\.${name}\\b`).test(text)
        : new RegExp(`[{,] ?${name}\\b`).test(imported);
      if (used) needed.push(...actions);
    }
  }
  return needed;
}

/** How a page asks for a right before offering the control (`RightButton` asks useCan). */
const ASKS: Record<ActionRight, RegExp> = {
  export: /useCan\('export'\)|right="export"|right=\{[^}]*'export'|<ExportButton\b/,
  delete: /useCan\('delete'\)|right="delete"|right=\{[^}]*'delete'/,
  send: /useCan\('send'\)|right="send"|right=\{[^}]*'send'/,
  settings: /useCan\('settings'\)|right="settings"|right=\{[^}]*'settings'|useCanEdit\(/,
};

/** Each page slice (src/features/<area>/<slug>, or a shared folder) and what it lacks. */
function unaskedRights(): string[] {
  const slices = new Map<string, string[]>();
  for (const file of sourceFiles(FEATURES)) {
    const [area, slug] = relative(FEATURES, file).split('/');
    const slice = `src/features/${area}/${slug}`;
    slices.set(slice, [...(slices.get(slice) ?? []), file]);
  }
  const missing: string[] = [];
  for (const [slice, files] of slices) {
    const texts = files.map((file) => readFileSync(file, 'utf8'));
    const needed = new Set(texts.flatMap((text, index) => actionsCalled(files[index] ?? '', text)));
    const all = texts.join('\n');
    for (const action of needed) {
      if (!ASKS[action].test(all)) missing.push(`${slice}: ${action}`);
    }
  }
  return missing.sort();
}

describe('action rights in the console (issue #41)', () => {
  it('finds the endpoints that declare an action right', () => {
    const all = [...DECLARED.values()].flatMap((names) => [...names.values()].flat());
    expect(new Set(all)).toEqual(new Set(['export', 'delete', 'send', 'settings']));
  });

  it('a page that calls an endpoint declaring an action right asks useCan for it (the control is hidden or disabled with the reason)', () => {
    expect(unaskedRights()).toEqual([]);
  });
});
