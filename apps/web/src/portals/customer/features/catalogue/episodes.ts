import type { TitleSummary } from '@filmhyllan/contract';

export interface Season {
  /** null for episodes without a season number. */
  season: number | null;
  episodes: TitleSummary[];
}

/**
 * A series' episodes grouped by season, in the order the API gives them (season, then episode). Episodes
 * without a season come last in a group of their own.
 */
export function groupBySeason(episodes: readonly TitleSummary[]): Season[] {
  const seasons = new Map<number | null, TitleSummary[]>();
  for (const episode of episodes) {
    const list = seasons.get(episode.season) ?? [];
    list.push(episode);
    seasons.set(episode.season, list);
  }
  return [...seasons.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([season, list]) => ({ season, episodes: list }));
}

/**
 * Suggestions with at most one episode of each series: six episodes of one series would fill the row with
 * one suggestion. The first (the API's best) stands for its series.
 */
export function onePerSeries(titles: readonly TitleSummary[]): TitleSummary[] {
  const seen = new Set<number>();
  return titles.filter((title) => {
    if (title.group_id === null) return true;
    if (seen.has(title.group_id)) return false;
    seen.add(title.group_id);
    return true;
  });
}
