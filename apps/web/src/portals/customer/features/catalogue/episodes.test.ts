import { describe, expect, it } from 'vitest';
import type { TitleSummary } from '@filmhyllan/contract';
import { groupBySeason, onePerSeries } from './episodes';

const ep = (id: number, season: number | null, episode: number): TitleSummary => ({
  id,
  name: `E${episode}`,
  name_en: null,
  imdb_id: null,
  kind: 'episode',
  group_id: 7,
  group_name: 'Nordens ljus',
  season,
  episode,
  year: 2023,
  duration_seconds: 2600,
  age_rating: 0,
  auto_rating: null,
  poster_url: null,
  poster_images: null,
  coming_on: null,
  leaving_on: null,
  new_since: null,
  series: null,
  is_favourite: null,
});

describe('groupBySeason', () => {
  it('groups episodes by season in season order and keeps the episode order', () => {
    const groups = groupBySeason([ep(1, 1, 1), ep(2, 1, 2), ep(5, null, 1), ep(3, 2, 1), ep(4, 2, 2)]);
    expect(groups.map((g) => [g.season, g.episodes.map((e) => e.id)])).toEqual([
      [1, [1, 2]],
      [2, [3, 4]],
      [null, [5]],
    ]);
    expect(groupBySeason([])).toEqual([]);
  });
});

describe('onePerSeries', () => {
  it('keeps films and the first episode of each series', () => {
    const film = { ...ep(9, null, 0), kind: 'film' as const, group_id: null };
    const other = { ...ep(20, 1, 1), group_id: 8 };
    const kept = onePerSeries([ep(1, 3, 6), film, ep(2, 3, 5), other, ep(3, 3, 4)]);
    expect(kept.map((t) => t.id)).toEqual([1, 9, 20]);
  });
});
