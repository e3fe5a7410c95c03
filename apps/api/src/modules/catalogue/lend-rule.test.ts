import { describe, expect, it } from 'vitest';
import { CHILDREN_GENRE_ID } from '@filmhyllan/contract';
import { ageOn, isChildrenTitle, lendVerdict, offers, type LendableTitle } from './lend-rule';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const title = (fields: Partial<LendableTitle> = {}): LendableTitle => ({
  id: 7,
  listed: true,
  licensedIn: new Set(['se']),
  publishedAt: NOW - 1,
  comingOn: new Map(),
  isChildren: false,
  hasMedia: true,
  ageRating: 0,
  ...fields,
});
const library = { id: 1, countryIso: 'se', excluded: undefined };
const adult = { childOnly: false, age: null };

describe('the lend rule', () => {
  it('lends a published, playable title licensed in the library country', () => {
    expect(lendVerdict(library, title(), adult, NOW)).toEqual({ kind: 'lend' });
  });

  it('refuses a title the library does not offer: another country, excluded, or not for children in child mode', () => {
    expect(lendVerdict(library, title({ licensedIn: new Set(['no']) }), adult, NOW).kind).toBe(
      'not-available',
    );
    expect(lendVerdict({ ...library, excluded: new Set([7]) }, title(), adult, NOW).kind).toBe(
      'not-available',
    );
    expect(lendVerdict(library, title(), { childOnly: true, age: null }, NOW).kind).toBe('not-available');
    expect(lendVerdict(library, title({ isChildren: true }), { childOnly: true, age: null }, NOW).kind).toBe(
      'lend',
    );
    expect(offers(library, title(), false)).toBe(true);
    expect(offers(library, title(), true)).toBe(false);
  });

  it('refuses an unknown title, a title without media, and an unpublished one with its announcement date', () => {
    expect(lendVerdict(library, undefined, adult, NOW)).toEqual({ kind: 'no-title' });
    expect(lendVerdict(library, title({ hasMedia: false }), adult, NOW)).toEqual({
      kind: 'not-available',
      comingOn: null,
    });
    const announced = title({ publishedAt: NOW + 1, comingOn: new Map([['se', '2026-12-01']]) });
    expect(lendVerdict(library, announced, adult, NOW)).toEqual({
      kind: 'not-available',
      comingOn: '2026-12-01',
    });
  });

  it('refuses a patron younger than the age rating only when their age is known', () => {
    const fifteen = title({ ageRating: 15 });
    expect(lendVerdict(library, fifteen, { childOnly: false, age: 14 }, NOW)).toEqual({
      kind: 'age-restricted',
      ageRating: 15,
    });
    expect(lendVerdict(library, fifteen, { childOnly: false, age: 15 }, NOW).kind).toBe('lend');
    expect(lendVerdict(library, fifteen, adult, NOW).kind).toBe('lend');
  });

  it('counts whole years to the day, and knows the children’s genre from the contract', () => {
    expect(ageOn('2011-11-26', '2026-11-26')).toBe(15);
    expect(ageOn('2011-11-27', '2026-11-26')).toBe(14);
    expect(isChildrenTitle([1, CHILDREN_GENRE_ID])).toBe(true);
    expect(isChildrenTitle([1])).toBe(false);
  });
});
