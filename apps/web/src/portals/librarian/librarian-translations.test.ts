import { describe, expect, it } from 'vitest';
import { languageCodes } from '@filmhyllan/contract';
import { createI18n } from '@/lib/i18n';
import { addPendingTranslations, librarianPendingTranslations } from './librarian-translations';

describe('librarianPendingTranslations', () => {
  it('has every key in all four languages, with snake_case keys', () => {
    for (const [key, texts] of Object.entries(librarianPendingTranslations)) {
      expect(key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      for (const language of languageCodes) expect(texts[language], `${key}.${language}`).toBeTruthy();
    }
  });

  it("never replaces the server's text for a key", async () => {
    const i18n = await createI18n('sv', { statistics_loans: { sv: 'Utlån' } }, () => {});
    addPendingTranslations(i18n, librarianPendingTranslations);
    expect(i18n.t('statistics_loans')).toBe('Utlån');
    expect(i18n.t('loan_count', { count: 2 })).toBe('2 lån');
    expect(i18n.t('loan_count', { count: 1, lng: 'fi' })).toBe('1 laina');
  });
});
