import { isRtlLanguage, setLocale, type Locale } from './translate';

// spec §1: zh-CN by default, English as a second catalogue, right-to-left for he/ar/fa/ku.
// The language comes from ?lang= (kept for the session) or the operator's last choice.

export const LANGUAGE_STORAGE_KEY = 'console.lang';

export interface LanguageSettings {
  /** BCP 47 tag put on <html lang>. */
  language: string;
  /** Catalogue used for strings (languages without one fall back to Chinese). */
  locale: Locale;
  dir: 'ltr' | 'rtl';
}

export function resolveLanguage(search: string, stored: string | null): LanguageSettings {
  const fromQuery = new URLSearchParams(search).get('lang');
  const language = (fromQuery ?? stored ?? 'zh-CN').trim() || 'zh-CN';
  const locale: Locale = language.toLowerCase().startsWith('en') ? 'en' : 'zh-CN';
  return { language, locale, dir: isRtlLanguage(language) ? 'rtl' : 'ltr' };
}

let current: LanguageSettings = { language: 'zh-CN', locale: 'zh-CN', dir: 'ltr' };

export function getLanguageSettings(): LanguageSettings {
  return current;
}

/** Reads the language once at start-up and applies it to the catalogue and <html>. */
export function applyLanguage(location: Pick<Location, 'search'> = window.location): void {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (fromQuery) sessionStorage.setItem(LANGUAGE_STORAGE_KEY, fromQuery);
  current = resolveLanguage(location.search, sessionStorage.getItem(LANGUAGE_STORAGE_KEY));
  setLocale(current.locale);
  document.documentElement.lang = current.language;
  document.documentElement.dir = current.dir;
}

/** The language switch: remember the choice and reload so every string re-renders. */
export function switchLanguage(language: string): void {
  sessionStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.assign(url.toString());
}
