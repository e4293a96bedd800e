import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zhCN } from './zh-cn';

// spec §1: English is the console's second catalogue. Every English value must be a translation
// of its Chinese twin, not text generated from the key ("Col name", "Status 1", "searchName").

type Catalogue = Readonly<Record<string, string>>;
type CatalogueModule = Readonly<Record<string, Catalogue>>;

const englishModules = import.meta.glob<CatalogueModule>('./messages/*.en.ts', { eager: true });
const chineseModules = import.meta.glob<CatalogueModule>('./messages/*.zh-cn.ts', { eager: true });

/** Each catalogue file exports exactly one catalogue object. */
function catalogueOf(module: CatalogueModule | undefined, file: string): Catalogue {
  const values = Object.values(module ?? {});
  if (values.length !== 1) throw new Error(`${file} should export one catalogue`);
  return values[0] as Catalogue;
}

interface Pair {
  readonly name: string;
  readonly english: Catalogue;
  readonly chinese: Catalogue;
}

const areaPairs: readonly Pair[] = Object.keys(englishModules)
  .sort()
  .map((file) => {
    const twin = file.replace(/\.en\.ts$/, '.zh-cn.ts');
    return {
      name: file.replace('./messages/', ''),
      english: catalogueOf(englishModules[file], file),
      chinese: catalogueOf(chineseModules[twin], twin),
    };
  });

/** The shell's own strings: en.ts without the area catalogues it spreads in (platform, pwa). */
function ownEntries(catalogue: Catalogue): Catalogue {
  const spread = new Set(areaPairs.flatMap((pair) => Object.keys(pair.english)));
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => !spread.has(key)));
}

const pairs: readonly Pair[] = [
  { name: 'en.ts', english: ownEntries(en), chinese: ownEntries(zhCN) },
  ...areaPairs,
];

// Real words and names that trip a rule, each with the reason it is right.
const ALLOWED: Readonly<Record<string, string>> = {
  // the language switcher names Chinese in Chinese, as every language menu does
  'shell.languageZh': '中文',
  // 至 between two times: "09:00 to 18:00"
  'codeForm.schedule.to': 'to',
  // the WeCom admin console's own label for the app id
  'settings.authorize.agentId': 'AgentId',
  // 成员状态, 同步设置, 开发者编码: the key names its own English
  'customerOps.member.state': 'Member state',
  'customerOps.sync.settings': 'Sync settings',
  'settings.developer.code': 'Developer code',
  // 海报标题, 海报背景图, 领奖链接: the same
  'fission.poster.title': 'Poster title',
  'fission.poster.background': 'Poster background',
  'fission.reward.link': 'Reward link',
  // units after a number input ("[7] days, reward [10] points"), lower case by design
  'marketing.game.points': 'points',
  'sop.form.hours': 'hours',
  'sop.form.minutes': 'minutes',
};
// Product and platform names written with an inner capital, not identifiers.
const ALLOWED_CAMEL_CASE = new Set([
  'WeCom', // Tencent's product name for 企业微信
  'WeChat', // 微信
  'AgentId', // the WeCom app setting's own label
  'CorpId', // the WeCom company id setting's own label
  'AppID', // a mini program's id, as WeChat writes it
  'EncodingAESKey', // the WeCom callback setting's own label
  'ShopEx', // an e-commerce platform's name
  'iOS',
  'iPhone',
  'JavaScript',
  'PostgreSQL',
]);

const PLACEHOLDER = /\{(\w+)\}/g;
const CAMEL_CASE = /\b(?:[a-z]+|[A-Z][a-z]+)[A-Z][A-Za-z]*\b/g;
// CJK ideographs, kana, hangul, and the full-width punctuation that comes with them
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]/;

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function withoutPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, ' ');
}

// A Chinese message that is a sentence: punctuated, or ten characters and more.
const SENTENCE = /[，。：；！？]|[\u4e00-\u9fff]{10}/;

/**
 * The key, or a tail of its dotted segments, spelled out instead of translated. The shapes the
 * generator left: two segments or more ('sop.col.name' → "Col name", 'mass.status.1' →
 * "Status 1", 'marketing.form.removeStep' → "Form removestep"); a segment verbatim
 * ("searchName", "description"); a camelCase segment run together ("EmptyFiltered",
 * "Noalerts"); words followed by the bare placeholders ("Undelivered {notFriend} {limit}");
 * and one key word for a whole Chinese sentence ("Empty" for 还没有欢迎语，先设置一条…).
 * A lone English key word is otherwise its own translation ('common.close' → "Close").
 * The area prefix is left out: 'audience.deleted' → "Audience deleted" is English.
 */
function spellsOutKey(key: string, value: string, chinese = ''): boolean {
  const words = withoutPlaceholders(value).trim();
  const text = normalise(words);
  if (text === '') return false;
  const segments = key.split('.').slice(1);
  const last = segments[segments.length - 1] ?? '';
  const tails = segments.map((_, start) => segments.slice(start));
  const spelled = (tail: readonly string[]) => normalise(tail.join('')) === text;
  const trailingPlaceholders = /^[^{}]*(?:\s*\{\w+\}){2,}$/.test(value);
  return (
    tails.some((tail) => tail.length >= 2 && spelled(tail)) ||
    segments.includes(value) ||
    (/[a-z][A-Z]/.test(last) && /^[A-Za-z]+$/.test(words) && spelled([last])) ||
    (trailingPlaceholders && tails.some(spelled)) ||
    (/^[A-Za-z]+$/.test(value) && spelled([last]) && SENTENCE.test(chinese))
  );
}

function camelCaseWords(value: string): string[] {
  const words = withoutPlaceholders(value).match(CAMEL_CASE) ?? [];
  return words.filter((word) => !ALLOWED_CAMEL_CASE.has(word));
}

function placeholders(value: string | undefined): string {
  return [...(value ?? '').matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

function offences(rule: (key: string, value: string, pair: Pair) => boolean): string[] {
  return pairs.flatMap((pair) =>
    Object.entries(pair.english)
      .filter(([key, value]) => ALLOWED[key] !== value && rule(key, value, pair))
      .map(([key, value]) => `${pair.name}: ${key} = ${JSON.stringify(value)}`),
  );
}

describe('English catalogue (spec §1 second catalogue)', () => {
  it('pairs every English catalogue with its Chinese twin', () => {
    expect(pairs.length).toBeGreaterThan(30);
    for (const pair of pairs)
      expect(Object.keys(pair.chinese).length, pair.name).toBeGreaterThan(0);
  });

  it('every English message is a translation, not the key spelled out', () => {
    expect(offences((key, value, pair) => spellsOutKey(key, value, pair.chinese[key]))).toEqual([]);
  });

  it('no English message contains a camelCase identifier', () => {
    expect(offences((_, value) => camelCaseWords(value).length > 0)).toEqual([]);
  });

  it('no English message still contains Chinese (CJK) characters', () => {
    expect(offences((_, value) => CJK.test(value))).toEqual([]);
  });

  it('the English and Chinese catalogues have the same keys', () => {
    const mismatches = pairs.flatMap((pair) => {
      const english = new Set(Object.keys(pair.english));
      const chinese = new Set(Object.keys(pair.chinese));
      return [
        ...[...chinese]
          .filter((key) => !english.has(key))
          .map((key) => `${pair.name}: no English ${key}`),
        ...[...english]
          .filter((key) => !chinese.has(key))
          .map((key) => `${pair.name}: no Chinese ${key}`),
      ];
    });
    expect(mismatches).toEqual([]);
  });

  it('an English message has the same {placeholders} as its Chinese twin', () => {
    expect(
      offences((key, value, pair) => placeholders(value) !== placeholders(pair.chinese[key])),
    ).toEqual([]);
  });

  it('every allow-listed exception is still in the catalogue, word for word', () => {
    const all = Object.assign({}, ...pairs.map((pair) => pair.english)) as Catalogue;
    const stale = Object.entries(ALLOWED).filter(([key, value]) => all[key] !== value);
    expect(stale).toEqual([]);
  });

  // The rules themselves, so a loosened pattern cannot pass silently.
  it('recognises the placeholder shapes the catalogue used to contain', () => {
    expect(spellsOutKey('sop.col.name', 'Col name')).toBe(true);
    expect(spellsOutKey('mass.status.1', 'Status 1')).toBe(true);
    expect(spellsOutKey('sop.emptyFiltered', 'EmptyFiltered')).toBe(true);
    expect(spellsOutKey('marketing.form.removeStep', 'Form removestep')).toBe(true);
    expect(spellsOutKey('strategy.undelivered', 'Undelivered {a} {b}')).toBe(true);
    expect(spellsOutKey('fission.searchName', 'searchName')).toBe(true);
    expect(spellsOutKey('marketingStrategy.noAlerts', 'Noalerts')).toBe(true);
    expect(spellsOutKey('welcome.empty', 'Empty', '还没有欢迎语，先设置一条')).toBe(true);
    expect(spellsOutKey('common.close', 'Close', '关闭')).toBe(false);
    expect(spellsOutKey('kit.pager.page', 'Page {page}')).toBe(false);
    expect(spellsOutKey('audience.deleted', 'Audience deleted')).toBe(false);
    expect(camelCaseWords('filter searchName')).toEqual(['searchName']);
    expect(camelCaseWords('Bind on WeCom · {orderNo}')).toEqual([]);
    expect(CJK.test('状态：启用')).toBe(true);
    expect(placeholders('{b} of {a}')).toBe('a,b');
  });
});
