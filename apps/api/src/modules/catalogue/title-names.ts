import type { Language } from '@filmhyllan/contract';

/**
 * The names of titles and series in an interface language. Both the catalogue index (sorting) and the title search
 * (ranking, suggestions) name titles; they take the names from here, so neither has to import the other to do it.
 */

/** A title's names as the catalogue index holds them (IndexedTitle). */
export interface TitleNames {
  /** Name per interface language (title_texts, falling back to the title's own name). */
  names: Record<Language, string>;
  nameEn: string | null;
}

/** The display name of spec section 3, as the lists sort and rank by it. */
export function displayName(title: TitleNames, locale: Language): string {
  if (locale === 'en') return title.nameEn?.trim() ? title.nameEn : title.names.en;
  return title.names[locale].trim() ? title.names[locale] : (title.nameEn ?? '');
}

/**
 * A series' name in a language (docs/decisions/051): its name in that language when one is given, else the
 * English name in English, else its original name.
 */
export function seriesName(
  group: { name: string; nameEn: string | null; names: Partial<Record<Language, string>> },
  locale: Language,
): string {
  return group.names[locale] || (locale === 'en' ? (group.nameEn ?? group.name) : group.name);
}
