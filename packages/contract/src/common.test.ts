import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bracketedList, emptyAsNull, Id, Language, NumTitles, UpperCountryIso } from './common';
import { toBracketedList } from './values';

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

describe('form helpers', () => {
  it('reads empty form values as null', () => {
    const optionalId = emptyAsNull(Id);
    expect(optionalId.parse('')).toBeNull();
    expect(optionalId.parse('  ')).toBeNull();
    expect(optionalId.parse(undefined)).toBeNull();
    expect(optionalId.parse('7')).toBe(7);
    expect(optionalId.safeParse('x').success).toBe(false);
    expect(z.object({ id: optionalId }).parse({})).toEqual({ id: null });
  });
  it('bounds list sizes', () => {
    expect(NumTitles(7, 50).parse(undefined)).toBe(7);
    expect(NumTitles(7, 50).safeParse('51').success).toBe(false);
    expect(NumTitles(7).safeParse('0').success).toBe(false);
  });
  it('upper-cases service countries', () => {
    expect(UpperCountryIso.parse(' fi ')).toBe('FI');
    expect(UpperCountryIso.safeParse('DK').success).toBe(false);
  });
});
