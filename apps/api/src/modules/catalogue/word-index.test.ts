import { describe, expect, it } from 'vitest';
import { allowedEdits, WordIndex, wordsOf } from './word-index';

/** The optimal string alignment distance, the plain way (the index must agree with it). */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const indexOf = (...names: string[]) => {
  const index = new WordIndex();
  names.forEach((name, i) => index.add(name, i + 1));
  return index;
};
const found = (index: WordIndex, query: string, prefix = false) =>
  Object.fromEntries(index.fuzzy(query, allowedEdits(query.length), prefix).map((h) => [h.word, h.edits]));

describe('allowedEdits', () => {
  it('allows none below 4 letters, one for 4-7 and two from 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(allowedEdits)).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 2, 2]);
  });
});

describe('WordIndex', () => {
  it('folds accents and case as search does, keeping how names write a word', () => {
    const index = indexOf('Blåbärsskogen', 'Himmel över Lofoten', 'Ærø [S1E2]: Tromsø');
    expect(index.words()).toEqual(['aero', 'blabarsskogen', 'himmel', 'lofoten', 'over', 's1e2', 'tromso']);
    expect(index.spelling('blabarsskogen')).toBe('Blåbärsskogen');
    expect(index.ids.get('lofoten')).toEqual([2]);
    expect(wordsOf('nordens ljus [s1e2]: del')).toEqual(['nordens', 'ljus', 's1e2', 'del']);
  });

  it('matches no misspelling of 3 letters, one edit at 4 and 7, two at 8', () => {
    const index = indexOf('ulv', 'björn', 'lofoten', 'blabarsskogen', 'kalevala', 'fjordarna');
    expect(found(index, 'ulf')).toEqual({});
    expect(found(index, 'ulv')).toEqual({ ulv: 0 });
    // 4 letters: one edit ('bjrn' -> 'bjorn' is one insertion), never two.
    expect(found(index, 'bjrn')).toEqual({ bjorn: 1 });
    expect(found(index, 'bjn')).toEqual({});
    expect(found(index, 'brjn')).toEqual({});
    // 7 letters: one edit, a swap of neighbours being one.
    expect(found(index, 'lofotne')).toEqual({ lofoten: 1 });
    expect(found(index, 'lofoton')).toEqual({ lofoten: 1 });
    expect(found(index, 'lofootn')).toEqual({});
    // 8 letters: two edits.
    expect(found(index, 'kalavela')).toEqual({ kalevala: 2 });
    expect(found(index, 'kolavelo')).toEqual({});
    expect(found(index, 'blabarskogen')).toEqual({ blabarsskogen: 1 });
  });

  it('matches a word still being typed by a start of it at least as long', () => {
    const index = indexOf('Taivas Lofoottien yllä', 'Lofooteilla', 'Lofoten', 'Bear', 'Barn');
    expect(found(index, 'lofootn', true)).toEqual({ lofooteilla: 1, lofoottien: 1 });
    expect(found(index, 'lofo', true)).toEqual({ lofooteilla: 0, lofoottien: 0, lofoten: 0 });
    // 'bear' -> 'bar' is a start shorter than the query: 'barn' stays out.
    expect(found(index, 'bear', true)).toEqual({ bear: 0 });
  });

  it('agrees with the plain distance on every word of a vocabulary', () => {
    const vocabulary = [
      'stockholm',
      'stockholms',
      'stock',
      'stack',
      'skogen',
      'skog',
      'skogens',
      'sko',
      'kalle',
      'kall',
      'karlek',
      'karlekens',
      'karl',
      'karleken',
      'ankan',
      'anka',
      'ankor',
      'natt',
      'nattens',
      'nattvard',
    ];
    const index = indexOf(...vocabulary);
    for (const query of ['stokholm', 'skgoen', 'karlke', 'kalrek', 'ankna', 'nat', 'natten', 'stakholm']) {
      for (const prefix of [false, true]) {
        const k = allowedEdits(query.length);
        const expected: Record<string, number> = {};
        for (const word of vocabulary) {
          const whole = osa(query, word);
          let edits = whole;
          if (prefix)
            for (let len = query.length; len <= word.length; len++)
              edits = Math.min(edits, osa(query, word.slice(0, len)));
          if (edits <= k) expected[word] = edits;
        }
        expect(found(index, query, prefix), `${query} ${prefix}`).toEqual(expected);
      }
    }
  });

  it('lists the words starting with a prefix', () => {
    const index = indexOf('skog skogen skogens sko skata');
    expect(index.startingWith('skog')).toEqual(['skog', 'skogen', 'skogens']);
    expect(index.startingWith('x')).toEqual([]);
  });
});
