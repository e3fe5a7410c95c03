import { describe, expect, it } from 'vitest';
import { bracketedList, Id, Language, toBracketedList } from './common';

describe('bracketedList', () => {
  const ids = bracketedList(Id);
  it('reads numbers and quoted strings', () => {
    expect(ids.parse('[1, 2,3]')).toEqual([1, 2, 3]);
    expect(bracketedList(Language).parse('["sv","en"]')).toEqual(['sv', 'en']);
    expect(ids.parse('')).toEqual([]);
    expect(ids.parse('[]')).toEqual([]);
  });
  it('round-trips what toBracketedList writes', () => {
    expect(ids.parse(toBracketedList([4, 19]))).toEqual([4, 19]);
    expect(bracketedList(Language).parse(toBracketedList(['fi']))).toEqual(['fi']);
  });
  it('refuses malformed lists and bad items', () => {
    expect(ids.safeParse('1,2').success).toBe(false);
    expect(ids.safeParse('[1,x]').success).toBe(false);
    expect(ids.safeParse('[0]').success).toBe(false);
    expect(ids.safeParse(`[${'1,'.repeat(60)}1]`).success).toBe(false);
  });
});
