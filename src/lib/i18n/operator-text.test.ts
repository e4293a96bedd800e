import { describe, expect, it } from 'vitest';

// issue #37 "no internal code or field name in any text an operator reads": the Chinese
// catalogues, the contract's titles and messages, and the labels the pages build never show a
// field name (`order_share_id`) or an enum's number beside its title ("110 分配后归属").

type Module = Readonly<Record<string, unknown>>;

const catalogues = import.meta.glob<Module>('./messages/*.zh-cn.ts', { eager: true });
const contracts = import.meta.glob<Module>(
  ['../../../contract/**/*.ts', '!../../../contract/**/*.test.ts'],
  { eager: true },
);
const contractSources = import.meta.glob<string>(
  ['../../../contract/**/*.ts', '!../../../contract/**/*.test.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);
// The pages' components and their text helpers (a rule's one-line summary is a .ts file).
const featureSources = import.meta.glob<string>(
  ['../../features/**/*.{ts,tsx}', '!../../features/**/*.test.{ts,tsx}'],
  { eager: true, query: '?raw', import: 'default' },
);

const CJK = /[\u4e00-\u9fff]/;
/** A snake_case identifier: a field or column name. */
const FIELD_NAME = /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/;

/** Every catalogue value, by file and key. */
function catalogueTexts(): { where: string; text: string }[] {
  return Object.entries(catalogues).flatMap(([file, module]) =>
    Object.values(module).flatMap((catalogue) =>
      Object.entries(catalogue as Record<string, string>).map(([key, text]) => ({
        where: `${file} ${key}`,
        text,
      })),
    ),
  );
}

/** The Chinese string literals of the contract (titles, validation messages). */
function contractLiterals(): { where: string; text: string }[] {
  return Object.entries(contractSources).flatMap(([file, source]) =>
    [...source.matchAll(/'([^'\n]*)'|`([^`\n]*)`/g)]
      // A template's \${…} parts are code, not text.
      .map((match) => (match[1] ?? match[2] ?? '').replace(/\$\{[^}]*\}/g, ''))
      .filter((text) => CJK.test(text))
      .map((text) => ({ where: file, text })),
  );
}

/** Every numeric enum's title map in the contract: code → title (e.g. 110 → 分配后归属). */
function enumTitles(): { code: string; title: string }[] {
  return Object.values(contracts).flatMap((module) =>
    Object.values(module).flatMap((value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length < 2 || !entries.every(([key]) => /^\d{2,}$/.test(key))) return [];
      return entries.flatMap(([code, title]) =>
        typeof title === 'string' && CJK.test(title) ? [{ code, title }] : [],
      );
    }),
  );
}

describe('operator-visible text (issue #37)', () => {
  it('no catalogue value or contract message names a field (snake_case words such as order_share_id)', () => {
    const offenders = [...catalogueTexts(), ...contractLiterals()]
      .filter(({ text }) => CJK.test(text) && FIELD_NAME.test(text))
      .map(({ where, text }) => `${where}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('no text shows an enum number beside its title (110 分配后归属)', () => {
    const titles = enumTitles();
    expect(titles.length).toBeGreaterThan(0);
    const texts = [...catalogueTexts(), ...contractLiterals()];
    const offenders = texts.flatMap(({ where, text }) =>
      titles
        .filter(({ code, title }) =>
          new RegExp(`(^|[^\\d])${code}\\s*${title.slice(0, 2)}`).test(text),
        )
        .map(({ code }) => `${where}: ${text} (${code})`),
    );
    expect(offenders).toEqual([]);
  });

  it('no page builds a label from an enum number and its title', () => {
    const offenders = Object.entries(featureSources)
      // `${code} ${TITLES[code]}`, the code read from a variable or a field (rule.mode)
      .filter(([, source]) => /\$\{[\w.?]+\}\s*\$\{[A-Z_]+(TITLES|LABELS)\[/.test(source))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
