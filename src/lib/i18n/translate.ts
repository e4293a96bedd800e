import { zhCN, type MessageKey } from './zh-cn';

export type Locale = 'zh-CN' | 'en';

type Strings = Readonly<Record<string, string>>;

// The shell's Chinese strings are here from the start; each area adds its own when its code
// loads (messages/*-messages.ts), so no page pays for another page's strings. The shell's
// English strings load only when English is chosen (issue #23: initial JS), see load-english.ts.
const catalogues: Record<Locale, Record<string, string>> = { 'zh-CN': { ...zhCN }, en: {} };

export function registerMessages(zh: Strings, english: Strings): void {
  Object.assign(catalogues['zh-CN'], zh);
  Object.assign(catalogues.en, english);
}

/** The shell's English strings, under whatever the areas registered already. */
export function registerEnglishBase(english: Strings): void {
  catalogues.en = { ...english, ...catalogues.en };
}

// spec §1: right-to-left layout for he, ar, fa and ku.
const RTL_LANGUAGES = new Set(['he', 'ar', 'fa', 'ku']);

export function isRtlLanguage(language: string): boolean {
  return RTL_LANGUAGES.has(language.toLowerCase().split('-')[0] ?? '');
}

let locale: Locale = 'zh-CN';

export function setLocale(next: Locale): void {
  locale = next;
}

export function getLocale(): Locale {
  return locale;
}

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  // zh-CN is the default language (spec §1) and the fallback for a missing translation.
  const template = catalogues[locale][key] ?? catalogues['zh-CN'][key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
