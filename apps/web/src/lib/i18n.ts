import type { Language, Translations } from '@filmhyllan/contract';
import {
  formatMessage,
  languageCodes,
  parseMessage,
  type MessageValues,
  type ParsedMessage,
} from '@filmhyllan/contract/client';

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

/** Translations by key then language -> texts by language then key (empty texts left out). */
export function toResources(translations: Translations): Record<Language, Record<string, string>> {
  const resources = Object.fromEntries(languageCodes.map((l) => [l, {}])) as Record<
    Language,
    Record<string, string>
  >;
  for (const [key, byLanguage] of Object.entries(translations)) {
    for (const language of languageCodes) {
      const text = byLanguage[language];
      if (text !== undefined && text !== '') resources[language][key] = text;
    }
  }
  return resources;
}

/**
 * Values of a message; optionally the language to write it in (else the current one) and the text to show
 * when no language has the key (else the key, logged once).
 */
export type TranslateOptions = MessageValues & { lng?: Language; defaultValue?: string };
export type TFunction = (key: string, options?: TranslateOptions) => string;

/**
 * The interface strings (docs/decisions/015): flat snake_case keys ('.' and ':' are literal), one text per
 * language, English as the fallback; a key missing in every language is logged once and shown as is. Texts are
 * ICU messages (contract/message-format.ts): named arguments `{status}` and plurals
 * `{count, plural, one {# titel} other {# titlar}}`, each parsed once.
 *
 * It does for our flat keys what i18next did, in a fraction of its size on the first page; the React side is
 * lib/i18n-react.tsx.
 */
export class I18n {
  private resources: Record<Language, Record<string, string>>;
  private readonly parsed = new Map<string, ParsedMessage | null>();
  private readonly reported = new Set<string>();
  private readonly listeners = new Set<() => void>();
  /** Grows with every change of language or strings: what React compares to re-render. */
  version = 0;

  constructor(
    public language: Language,
    translations: Translations,
    private readonly warn: (message: string) => void,
  ) {
    this.resources = toResources(translations);
  }

  readonly t: TFunction = (key, options) => this.translate(options?.lng ?? this.language, key, options);

  /** A translate function bound to one language, whatever the current one becomes. */
  getFixedT(language: Language): TFunction {
    return (key, options) => this.translate(options?.lng ?? language, key, options);
  }

  changeLanguage(language: Language): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      this.changed();
    }
    return Promise.resolve();
  }

  /** Replaces texts, e.g. after a reload of the translation table; other keys stay. */
  addTranslations(translations: Translations): void {
    for (const [language, texts] of Object.entries(toResources(translations)) as [
      Language,
      Record<string, string>,
    ][]) {
      Object.assign(this.resources[language], texts);
    }
    this.parsed.clear();
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private translate(language: Language, key: string, values: TranslateOptions | undefined): string {
    const text = this.resources[language]?.[key] ?? this.resources[FALLBACK_LANGUAGE][key];
    if (text === undefined) {
      if (values?.defaultValue !== undefined) return values.defaultValue;
      if (!this.reported.has(key)) {
        this.reported.add(key);
        this.warn(`Missing translation key "${key}"`);
      }
      return key;
    }
    let message = this.parsed.get(text);
    if (message === undefined) {
      try {
        message = parseMessage(text);
      } catch (error) {
        this.warn(`Translation "${key}" is not a message we can format: ${String(error)}`);
        message = null;
      }
      this.parsed.set(text, message);
    }
    return message ? formatMessage(message, language, values) : text;
  }
}

/** The interface strings in `language`: the server's translations over the app's own start-up texts. */
export function createI18n(
  language: Language,
  translations: Translations = {},
  warn: (message: string) => void = console.warn,
): Promise<I18n> {
  return Promise.resolve(new I18n(language, { ...bootstrapTranslations, ...translations }, warn));
}

/** Replaces the server translations, e.g. after a reload of the translation table. */
export function addTranslations(instance: I18n, translations: Translations): void {
  instance.addTranslations(translations);
}

/**
 * Each interface language's name in that language (the language selector lists 'Suomi', not 'Finnish').
 * Keys language_name_<code>; the server has them in all four languages.
 */
export const languageNameKey = (language: Language): string => `language_name_${language}`;
export const endonym = (instance: I18n, language: Language): string =>
  instance.t(languageNameKey(language), { lng: language });
