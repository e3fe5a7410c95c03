import { describe, expect, it, vi } from 'vitest';
import { addTranslations, createI18n, endonym, toResources } from './i18n';

const translations = {
  all_titles: { sv: 'Alla titlar', no: 'Alle titler', fi: 'Kaikki nimikkeet', en: 'All titles' },
  only_english: { en: 'Only in English' },
  'error.with.dots': { sv: 'Punkter', en: 'Dots' },
  language_name_fi: { sv: 'Finska', fi: 'Suomi', en: 'Finnish' },
  title_count: {
    sv: '{count, plural, one {# titel} other {# titlar}}',
    fi: '{count, plural, one {# nimike} other {# nimikettä}}',
    en: '{count, plural, one {# title} other {# titles}}',
  },
  error_popup_status: { sv: 'Felkod: {status}', en: 'Error code: {status}' },
};

describe('i18n', () => {
  it('turns translations by key then language into resources by language', () => {
    const resources = toResources(translations);
    expect(resources.sv.all_titles).toBe('Alla titlar');
    expect(resources.no.only_english).toBeUndefined();
    expect(resources.en.only_english).toBe('Only in English');
  });

  it('translates, falls back to English, and shows and logs a missing key once', async () => {
    const warn = vi.fn();
    const i18n = await createI18n('fi', translations, warn);
    expect(i18n.t('all_titles')).toBe('Kaikki nimikkeet');
    expect(i18n.t('only_english')).toBe('Only in English');
    expect(i18n.t('error.with.dots', { lng: 'sv' })).toBe('Punkter');
    expect(warn).not.toHaveBeenCalled();
    expect(i18n.t('no_such_key')).toBe('no_such_key');
    expect(i18n.t('no_such_key')).toBe('no_such_key');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('no_such_key');
    // A caller with its own fallback text gets it, and nothing is logged.
    expect(i18n.t('genre_9999', { defaultValue: 'Western' })).toBe('Western');
    expect(i18n.t('all_titles', { defaultValue: 'x' })).toBe('Kaikki nimikkeet');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('formats ICU arguments and plurals per language', async () => {
    const i18n = await createI18n('sv', translations, vi.fn());
    expect(i18n.t('title_count', { count: 1 })).toBe('1 titel');
    expect(i18n.t('title_count', { count: 1200 })).toMatch(/^1\s200 titlar$/);
    expect(i18n.t('title_count', { count: 3, lng: 'fi' })).toBe('3 nimikettä');
    expect(i18n.t('error_popup_status', { status: 503 })).toBe('Felkod: 503');
  });

  it('names each language in itself', async () => {
    const i18n = await createI18n('sv', translations, vi.fn());
    expect(endonym(i18n, 'fi')).toBe('Suomi');
    expect(i18n.t('language_name_fi')).toBe('Finska');
  });

  it('switches language, replaces texts, and tells its listeners each time', async () => {
    const i18n = await createI18n('sv', translations, vi.fn());
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    await i18n.changeLanguage('fi');
    expect(i18n.t('all_titles')).toBe('Kaikki nimikkeet');
    expect(i18n.getFixedT('sv')('all_titles')).toBe('Alla titlar');
    await i18n.changeLanguage('fi');
    expect(listener).toHaveBeenCalledTimes(1);
    addTranslations(i18n, { all_titles: { fi: 'Kaikki' } });
    expect(i18n.t('all_titles')).toBe('Kaikki');
    expect(i18n.t('all_titles', { lng: 'sv' })).toBe('Alla titlar');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('has the start-up error texts before the server answers', async () => {
    const i18n = await createI18n('no', {}, vi.fn());
    expect(i18n.t('error_title')).toBe('Feil');
  });
});
