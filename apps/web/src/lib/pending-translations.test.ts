import { describe, expect, it } from 'vitest';
import { languageCodes } from '@filmhyllan/contract';
import { pendingTranslations } from './pending-translations';

describe('pendingTranslations', () => {
  it('has every key in all four languages, with snake_case keys', () => {
    for (const [key, texts] of Object.entries(pendingTranslations)) {
      expect(key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      for (const language of languageCodes) expect(texts[language], `${key}.${language}`).toBeTruthy();
    }
  });

  it('names all 22 genres', () => {
    for (let id = 1; id <= 22; id += 1) expect(pendingTranslations[`genre_${id}`]?.sv).toBeTruthy();
    expect(pendingTranslations.genre_19).toEqual({ sv: 'Barn', no: 'Barn', fi: 'Lapset', en: 'Children' });
  });
});
