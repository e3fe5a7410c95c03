import { foldForSearch } from '../../lib/search-fold';

/**
 * Edits a query word may be away from a catalogue word and still match (docs/decisions/056): none below 4
 * letters (too many short words are one letter apart), one for 4-7, two from 8.
 */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** The words of a folded text: runs of letters and digits (punctuation and the episode's [S1E2] brackets split). */
export const wordsOf = (folded: string): string[] => splitWords(folded);

const isWordChar = (code: number): boolean =>
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  (code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && !(code >= 0x2000 && code <= 0x2bff) && code !== 0x3000);

/**
 * The written words of a name, split as wordsOf splits a folded text (a hand-written loop: the snapshot splits
 * some 100,000 names, and a Unicode regular expression per name cost it half a second). ASCII letters and
 * digits and everything from U+00C0 on count, but for × ÷ and the punctuation and symbol blocks (– ’ … ★).
 */
function splitWords(name: string): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= name.length; i++) {
    const inWord = i < name.length && isWordChar(name.charCodeAt(i));
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      out.push(name.slice(start, i));
      start = -1;
    }
  }
  return out;
}

/** A vocabulary word a query word matched, and how: 0 edits and `prefix` false is the word itself. */
export interface WordHit {
  word: string;
  edits: number;
  /** Matched a start of the word (the query may be a word still being typed). */
  prefix: boolean;
}

const longestCommonPrefix = (a: string, b: string): number => {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
};

/**
 * The folded words of some names (titles, series, people), each with the ids of what it names, and typo-tolerant
 * lookup in them. Fuzzy matching is the restricted Damerau-Levenshtein distance (optimal string alignment: an
 * insertion, deletion, substitution or swap of two neighbouring letters is one edit), computed row by row down
 * the sorted vocabulary: words sharing a start share its rows, and a start already more edits away than allowed
 * skips every word beginning with it (the trie walk of a Levenshtein automaton, on a sorted array instead of
 * a tree of nodes). A word also matches when one of its starts at least as long as the query is within the
 * allowed edits, so "lofootn" finds "lofooteilla" while it is being typed.
 */
export class WordIndex {
  /** Word -> ids naming it (no id twice). */
  readonly ids = new Map<string, number[]>();
  /** Folded word -> how it is written in a name (the first seen), for "Did you mean". */
  private readonly spellings = new Map<string, string>();
  private sorted: string[] | null = null;

  /** Written word -> folded: names share a small vocabulary, so each spelling is folded once. */
  private readonly folds = new Map<string, string>();

  /** The distinct folded words of some names (noting how each is written). */
  wordsOfNames(names: Iterable<string>): string[] {
    const words: string[] = [];
    for (const name of names) {
      for (const raw of splitWords(name)) {
        let word = this.folds.get(raw);
        if (word === undefined) {
          this.folds.set(raw, (word = foldForSearch(raw)));
          if (!this.spellings.has(word)) this.spellings.set(word, raw);
        }
        if (!words.includes(word)) words.push(word);
      }
    }
    return words;
  }

  /** Adds every word of `name` for `id` (each id's names in one go: an id is then listed once per word). */
  add(name: string, id: number): void {
    this.addWords(this.wordsOfNames([name]), id);
  }

  /** Adds folded words for `id` (each id's words in one go, as for add). */
  addWords(words: readonly string[], id: number): void {
    for (const word of words) {
      const list = this.ids.get(word);
      if (!list) this.ids.set(word, [id]);
      else if (list[list.length - 1] !== id) list.push(id);
    }
    this.sorted = null;
  }

  /** The vocabulary in byte order (built once, after the last add). */
  words(): string[] {
    if (!this.sorted) {
      this.sorted = [...this.ids.keys()].sort();
      this.folds.clear(); // only adding needs it
    }
    return this.sorted;
  }

  /** A word as a name writes it ('lofoten' -> 'Lofoten'). */
  spelling(word: string): string {
    return this.spellings.get(word) ?? word;
  }

  /** Vocabulary words starting with `prefix` (the word itself included). */
  startingWith(prefix: string): string[] {
    const words = this.words();
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < words.length && words[i]!.startsWith(prefix); i++) out.push(words[i]!);
    return out;
  }

  /**
   * Vocabulary words within `maxEdits` of `query`: as a whole word, or (with `prefix`) by a start of the word at
   * least as long as the query. Each word once, with its fewest edits; exact words and plain starts included.
   */
  fuzzy(query: string, maxEdits: number, prefix: boolean): WordHit[] {
    const words = this.words();
    const n = query.length;
    const q = Array.from({ length: n }, (_, i) => query.charCodeAt(i));
    // rows[d] is the distance row after d letters of the current word: rows[d][j] = edits between its first d
    // letters and the query's first j.
    const rows: Int32Array[] = [Int32Array.from({ length: n + 1 }, (_, j) => j)];
    // The least prefix distance (query against a start of length >= n) up to depth d, per depth.
    const best: number[] = [Infinity];
    const hits: WordHit[] = [];
    let previous = '';
    let depth = 0; // rows valid up to this depth for `previous`
    let deadAt = -1; // `previous` is beyond reach from this depth on (-1: not)
    for (const word of words) {
      const shared = longestCommonPrefix(previous, word);
      if (deadAt >= 0 && shared >= deadAt) {
        // Begins with a start already too far away: no longer start matches, though a shorter one may have.
        if (prefix && best[deadAt]! <= maxEdits) hits.push({ word, edits: best[deadAt]!, prefix: true });
        continue;
      }
      deadAt = -1;
      let d = Math.min(shared, depth);
      for (; d < word.length; d++) {
        const row = (rows[d + 1] ??= new Int32Array(n + 1));
        const above = rows[d]!;
        const c = word.charCodeAt(d);
        row[0] = d + 1;
        let least = row[0];
        for (let j = 1; j <= n; j++) {
          let cost = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (q[j - 1] === c ? 0 : 1));
          if (d > 0 && j > 1 && c === q[j - 2] && word.charCodeAt(d - 1) === q[j - 1])
            cost = Math.min(cost, rows[d - 1]![j - 2]! + 1);
          row[j] = cost;
          if (cost < least) least = cost;
        }
        best[d + 1] = Math.min(best[d]!, d + 1 >= n ? row[n]! : Infinity);
        if (least > maxEdits) {
          deadAt = d + 1;
          break;
        }
      }
      depth = d;
      previous = word;
      if (deadAt >= 0) {
        // The word is out of reach as a whole, but a start of it may already have matched.
        if (prefix && best[deadAt]! <= maxEdits) hits.push({ word, edits: best[deadAt]!, prefix: true });
        continue;
      }
      const whole = rows[word.length]![n]!;
      const asPrefix = prefix ? best[word.length]! : Infinity;
      if (whole <= maxEdits && whole <= asPrefix) hits.push({ word, edits: whole, prefix: false });
      else if (asPrefix <= maxEdits) hits.push({ word, edits: asPrefix, prefix: true });
    }
    return hits;
  }
}
