import { errorMessageKey, type ErrorCode, type Translations } from '@filmhyllan/contract';
import type { TranslationsRepository } from './translations.repository';

/**
 * Interface strings by key then language. Translations change only with a deploy or a seed, so they are read
 * once and kept; `reload` is there for the seed and for tests.
 */
export function createTranslationsService(repo: TranslationsRepository) {
  let byKey: Translations | undefined;

  const load = async (): Promise<Translations> => {
    const table: Translations = {};
    for (const row of await repo.all()) {
      (table[row.key] ??= {})[row.lang as 'sv' | 'no' | 'fi' | 'en'] = row.value;
    }
    byKey = table;
    return table;
  };

  /** The interface string in a language, falling back to English; undefined before the first load. */
  const text = (key: string, lang: string | undefined): string | undefined => {
    const texts = byKey?.[key];
    if (!texts) return undefined;
    return (lang && texts[lang as 'sv']) || texts.en;
  };

  return {
    all: async (): Promise<Translations> => byKey ?? load(),
    reload: load,
    text,
    /** The error message in a language, falling back to English; undefined before the first load. */
    errorMessage(code: ErrorCode, lang: string | undefined): string | undefined {
      return text(errorMessageKey(code), lang);
    },
  };
}
export type TranslationsService = ReturnType<typeof createTranslationsService>;
