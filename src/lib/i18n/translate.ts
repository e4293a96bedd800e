import { en } from './en';
import { zhCN, type MessageCatalogue, type MessageKey } from './zh-cn';

export type Locale = 'zh-CN' | 'en';

const catalogues: Record<Locale, MessageCatalogue> = { 'zh-CN': zhCN, en };

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
  const template = catalogues[locale][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
