import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, resolveLanguage } from './language';
import { getLocale, setLocale } from './translate';

describe('interface language (spec §1)', () => {
  afterEach(() => {
    sessionStorage.clear();
    setLocale('zh-CN');
  });

  it('defaults to Chinese, left to right', () => {
    expect(resolveLanguage('', null)).toEqual({ language: 'zh-CN', locale: 'zh-CN', dir: 'ltr' });
  });

  it.each(['he', 'ar', 'fa', 'ku', 'ar-EG'])('%s is laid out right to left', (language) => {
    expect(resolveLanguage(`?lang=${language}`, null).dir).toBe('rtl');
  });

  it('uses the English catalogue for en', () => {
    expect(resolveLanguage('?lang=en-US', null).locale).toBe('en');
  });

  it('prefers ?lang= over the stored choice', () => {
    expect(resolveLanguage('?lang=ar', 'en').language).toBe('ar');
    expect(resolveLanguage('', 'en').locale).toBe('en');
  });

  it('?lang=ar puts dir="rtl" on the document', () => {
    applyLanguage({ search: '?lang=ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    applyLanguage({ search: '?lang=en' });
    expect(document.documentElement.dir).toBe('ltr');
    expect(getLocale()).toBe('en');
  });
});
