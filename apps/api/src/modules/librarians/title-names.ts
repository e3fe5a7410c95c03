import { titleDisplayName, type Language } from '@filmhyllan/contract';

/** A title row as the librarian statistics read it. */
export interface NamedTitleRow {
  name: string;
  nameEn: string | null;
  kind: 'film' | 'episode';
  groupName: string | null;
  season: number | null;
  episode: number | null;
}

/** An episode code in a name ("[S1E2]", "[E3]"): the catalogue's episode names already carry their series. */
const EPISODE_CODE = /\[(S\d+)?E\d+\]/;

/**
 * A title's name in the librarian portal's lists: an episode with its series and episode code, written once. The
 * catalogue names episodes "Series [S1E1]: Episode" in every language, so the series is added only to a name
 * that lacks the code.
 */
export function librarianTitleName(row: NamedTitleRow, locale: Language): string {
  const title = {
    name: row.name,
    name_en: row.nameEn,
    kind: row.kind,
    group_name: row.groupName,
    season: row.season,
    episode: row.episode,
  };
  const own = titleDisplayName(title, locale);
  return EPISODE_CODE.test(own) ? own : titleDisplayName(title, locale, true);
}
