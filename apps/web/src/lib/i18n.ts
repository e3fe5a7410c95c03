import i18next, { type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type { Language, Translations } from '@filmhyllan/contract';
import { languageCodes } from '@filmhyllan/contract';

export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * The few strings needed before the server's translations have loaded (a failed start-up). Everything
 * else comes from GET /api/i18n/translation/get_translations, which overrides these.
 */
export const bootstrapTranslations: Translations = {
  error_title: { sv: 'Fel', no: 'Feil', fi: 'Virhe', en: 'Error' },
  error_generic_body: {
    sv: 'Något gick fel. Försök igen om en liten stund.',
    no: 'Noe gikk galt. Prøv igjen om litt.',
    fi: 'Jokin meni vikaan. Yritä hetken kuluttua uudelleen.',
    en: 'Something went wrong. Please try again in a moment.',
  },
  try_again: { sv: 'Försök igen', no: 'Prøv igjen', fi: 'Yritä uudelleen', en: 'Try again' },
};

/** Translations by key then language -> i18next resources by language. */
export function toResources(
  translations: Translations,
): Record<Language, { translation: Record<string, string> }> {
  const resources = Object.fromEntries(languageCodes.map((l) => [l, { translation: {} }])) as Record<
    Language,
    { translation: Record<string, string> }
  >;
  for (const [key, byLanguage] of Object.entries(translations)) {
    for (const language of languageCodes) {
      const text = byLanguage[language];
      if (text !== undefined && text !== '') resources[language].translation[key] = text;
    }
  }
  return resources;
}

/**
 * An i18next instance: English fallback; a key missing in every language is logged once and shown as is.
 * Keys are flat snake_case (no nesting, no namespaces), so '.' and ':' in a key are literal. Texts are ICU
 * messages: named arguments `{status}` and plurals `{count, plural, one {# titel} other {# titlar}}`.
 */
export async function createI18n(
  language: Language,
  translations: Translations = {},
  warn: (message: string) => void = console.warn,
): Promise<I18n> {
  const instance = i18next.createInstance();
  const reported = new Set<string>();
  await instance
    .use(new ICU())
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...languageCodes],
      resources: toResources({ ...bootstrapTranslations, ...translations }),
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => {
        if (reported.has(key)) return;
        reported.add(key);
        warn(`Missing translation key "${key}"`);
      },
    });
  return instance;
}

/** Replaces the server translations, e.g. after a reload of the translation table. */
export function addTranslations(instance: I18n, translations: Translations): void {
  for (const [language, bundle] of Object.entries(toResources(translations))) {
    instance.addResourceBundle(language, 'translation', bundle.translation, true, true);
  }
}

/**
 * Each interface language's name in that language (the language selector lists 'Suomi', not 'Finnish').
 * Keys language_name_<code>; the server has them in all four languages.
 */
export const languageNameKey = (language: Language): string => `language_name_${language}`;
export const endonym = (instance: I18n, language: Language): string =>
  instance.t(languageNameKey(language), { lng: language });
