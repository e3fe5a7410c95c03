import type { Language, TitleSummary } from '@filmhyllan/contract';
import { titleDisplayName } from '@filmhyllan/contract/client';

type NamedTitle = Pick<TitleSummary, 'name' | 'name_en' | 'kind' | 'group_name' | 'season' | 'episode'>;

/** 'Series [S1E2]: ' or 'Series [E2]: ' at the start of an episode's name. */
const SERIES_PREFIX = /^(.+?)\s*\[(?:S\d+)?E\d+\]:\s*/;

interface EpisodeName {
  /** The series name the stored name starts with, if it has the prefix. */
  series: string | null;
  /** The episode's own name. */
  own: string;
}

/** Splits 'Nordens ljus [S2E4]: Ljuset återvänder' into the series and the episode's own name. */
export function splitEpisodeName(name: string): EpisodeName {
  const match = SERIES_PREFIX.exec(name);
  return match ? { series: match[1] ?? null, own: name.slice(match[0].length) } : { series: null, own: name };
}

/**
 * The name the reader sees, by the contract's rule (titleDisplayName: en uses name_en when present; the other
 * languages fall back to name_en when name is empty).
 *
 * Episodes: the catalogue stores some episode names with their series prefix already in them
 * ('Nordens ljus [S2E4]: Ljuset återvänder', in each language), others as the bare name with group_name beside
 * them. Both become 'Series [S2E4]: name' in `full`, and the bare name in `inSeries` (inside the series' own
 * episode list, where the prefix would only repeat). When the stored name carries a prefix, its series name is
 * the one used: it is in the same language as the episode name, which group_name is not always.
 */
export function displayName(
  title: NamedTitle,
  language: Language,
  where: 'full' | 'inSeries' = 'full',
): string {
  if (title.kind !== 'episode') return titleDisplayName(title, language);
  const local = splitEpisodeName(title.name);
  const english = title.name_en === null ? null : splitEpisodeName(title.name_en);
  const own = titleDisplayName({ ...title, name: local.own, name_en: english?.own ?? null }, language);
  if (where === 'inSeries') return own;
  return titleDisplayName(
    { ...title, name: own, name_en: null, group_name: seriesName(title, language) },
    // Any language but en: the name given is used as it is.
    'sv',
    true,
  );
}

/**
 * The name on a title card: a series tile (TitleSummary.series, docs/decisions/058) shows the series' name in the
 * page's language, any other card its display name.
 */
export function cardName(
  title: NamedTitle & { series?: { name: string } | null },
  language: Language,
  where: 'full' | 'inSeries' = 'full',
): string {
  return title.series ? title.series.name : displayName(title, language, where);
}

/** The series an episode belongs to, in the reader's language when the catalogue has it; null for a film. */
export function seriesName(title: NamedTitle, language: Language): string | null {
  if (title.kind !== 'episode') return null;
  const local = splitEpisodeName(title.name);
  const english = title.name_en === null ? null : splitEpisodeName(title.name_en);
  const usesEnglish =
    english !== null && english.own.trim() !== '' && (language === 'en' || local.own.trim() === '');
  const chosen = usesEnglish ? english : local;
  return chosen.series ?? title.group_name;
}

/**
 * The language of the name displayName shows: the page's, or English when the title has only an English name
 * in it. A name in another language than the page's is marked (lang), so it is read out and hyphenated by
 * its own rules; undefined when it is the page's own.
 */
export function displayNameLanguage(title: NamedTitle, language: Language): Language | undefined {
  const own = title.kind === 'episode' ? splitEpisodeName(title.name).own : title.name;
  return language !== 'en' && !own.trim() && title.name_en?.trim() ? 'en' : undefined;
}
