import { describe, expect, it } from 'vitest';
import type { IndexedTitle } from './catalogue-index';
import { collapseSeries, seriesTileName, tallyOnce, type SeriesInView } from './series-grouping';

const title = (id: number, groupId: number | null, genres: number[] = []) =>
  ({
    id,
    groupId,
    genres,
    names: { sv: `T${id}`, no: '', fi: '', en: '' },
    nameEn: null,
  }) as unknown as IndexedTitle;

describe('collapseSeries', () => {
  const [a, e1, e2, b, e3] = [title(1, null), title(11, 7), title(12, 7), title(2, null), title(13, 8)];
  const series = new Map<number, SeriesInView>([
    [7, { kind: 'series', groupId: 7, first: e2!, episodeCount: 2, seasonCount: 1 }],
  ]);

  it('stands a series once where its first episode in the list is, by its first episode, and counts items', () => {
    const items = collapseSeries([a!, e1!, b!, e2!, e3!], series);
    expect(
      items.map((item) =>
        item.kind === 'series' ? `s${item.series.groupId}:${item.representative.id}` : item.id,
      ),
    ).toEqual([1, 's7:12', 2, 13]);
    // An episode of a series the view does not lend (8) stays a title.
    expect(collapseSeries([e1!, e2!, a!], series, { limit: 1 })).toHaveLength(1);
    const matched = collapseSeries([e1!], series, { representative: 'matched' })[0]!;
    expect(matched.kind === 'series' && matched.representative.id).toBe(11);
  });

  it('counts a series once per filter choice any of its episodes has', () => {
    const tally = tallyOnce([title(1, null, [4]), title(11, 7, [4, 5]), title(12, 7, [4])], (t) => t.genres);
    expect(new Map(tally)).toEqual(
      new Map([
        [4, 2],
        [5, 1],
      ]),
    );
  });
});

describe('seriesTileName', () => {
  const episode = {
    names: { sv: 'Nordens ljus [S1E2]: Blodsband', no: '', fi: 'Pohjoisen valo [S1E2]: Veri', en: '' },
    nameEn: 'Light of the North [S1E2]: Blood',
  };
  it("takes the series' own name in the language, else the episode's series prefix, else the fallback", () => {
    expect(seriesTileName({ sv: 'Ljuset' }, episode, 'sv', () => 'x')).toBe('Ljuset');
    expect(seriesTileName({}, episode, 'sv', () => 'x')).toBe('Nordens ljus');
    expect(seriesTileName({}, episode, 'fi', () => 'x')).toBe('Pohjoisen valo');
    expect(seriesTileName({}, episode, 'en', () => 'x')).toBe('Light of the North');
    expect(seriesTileName({}, episode, 'no', () => 'Fallback')).toBe('Fallback');
  });
});
