import { describe, expect, it } from 'vitest';
import { CHILDREN_GENRE_ID } from '@filmhyllan/contract';
import { ageOn, isChildrenTitle, lendVerdict, offers, type LendableTitle } from './lend-rule';

const title = (fields: Partial<LendableTitle> = {}): LendableTitle => ({
  id: 7,
  listed: true,
  licences: new Map([['se', { startsOn: '2026-01-01', endsOn: null }]]),
  isChildren: false,
  hasMedia: true,
  ageRating: 0,
  ...fields,
});
const library = { id: 1, countryIso: 'se', today: '2026-11-26', excluded: undefined };
const adult = { childOnly: false, age: null };

describe('the lend rule', () => {
  it('lends a playable title inside its licence window in the library country', () => {
    expect(lendVerdict(library, title(), adult)).toEqual({ kind: 'lend' });
  });

  it('refuses a title the library does not offer: another country, excluded, or not for children in child mode', () => {
    expect(
      lendVerdict(
        library,
        title({ licences: new Map([['no', { startsOn: '2026-01-01', endsOn: null }]]) }),
        adult,
      ).kind,
    ).toBe('not-available');
    expect(lendVerdict({ ...library, excluded: new Set([7]) }, title(), adult).kind).toBe('not-available');
    expect(lendVerdict(library, title(), { childOnly: true, age: null }).kind).toBe('not-available');
    expect(lendVerdict(library, title({ isChildren: true }), { childOnly: true, age: null }).kind).toBe(
      'lend',
    );
    expect(offers(library, title(), false)).toBe(true);
    expect(offers(library, title(), true)).toBe(false);
  });

  it('refuses an unknown title, a title without media, an announced one with its first day, an ended one', () => {
    expect(lendVerdict(library, undefined, adult)).toEqual({ kind: 'no-title' });
    expect(lendVerdict(library, title({ hasMedia: false }), adult)).toEqual({
      kind: 'not-available',
      comingOn: null,
    });
    const announced = title({ licences: new Map([['se', { startsOn: '2026-12-01', endsOn: null }]]) });
    expect(lendVerdict(library, announced, adult)).toEqual({
      kind: 'not-available',
      comingOn: '2026-12-01',
    });
    expect(offers(library, announced, false)).toBe(true); // announced: its title page opens
    const ended = title({ licences: new Map([['se', { startsOn: '2026-01-01', endsOn: '2026-11-25' }]]) });
    expect(lendVerdict(library, ended, adult)).toEqual({ kind: 'not-available', comingOn: null });
    expect(offers(library, ended, false)).toBe(false);
    const lastDay = title({ licences: new Map([['se', { startsOn: '2026-01-01', endsOn: '2026-11-26' }]]) });
    expect(lendVerdict(library, lastDay, adult)).toEqual({ kind: 'lend' });
  });

  it('refuses a patron younger than the age rating only when their age is known', () => {
    const fifteen = title({ ageRating: 15 });
    expect(lendVerdict(library, fifteen, { childOnly: false, age: 14 })).toEqual({
      kind: 'age-restricted',
      ageRating: 15,
    });
    expect(lendVerdict(library, fifteen, { childOnly: false, age: 15 }).kind).toBe('lend');
    expect(lendVerdict(library, fifteen, adult).kind).toBe('lend');
  });

  it('counts whole years to the day, and knows the children’s genre from the contract', () => {
    expect(ageOn('2011-11-26', '2026-11-26')).toBe(15);
    expect(ageOn('2011-11-27', '2026-11-26')).toBe(14);
    expect(isChildrenTitle([1, CHILDREN_GENRE_ID])).toBe(true);
    expect(isChildrenTitle([1])).toBe(false);
  });
});
