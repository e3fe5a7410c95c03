import { describe, expect, it } from 'vitest';
import type { Library } from '@filmhyllan/contract';
import { buildLibraryGroups, extraNames } from './library-options';

const lib = (id: number, name: string, extra = ''): Library => ({
  id,
  name,
  country_iso: 'se',
  logo_url: null,
  display_name: name,
  font_family: null,
  extra_display_names: extra,
  library_loan_budget_reached: false,
  customer_loan_budget_reached: false,
  new_loans_date: null,
  new_loans_date_library: null,
  library_allowance: null,
  pin_format: 'digits',
});

const labels = { yourLibraries: 'Dina bibliotek', allLibraries: 'Alla bibliotek' };
const names = (groups: ReturnType<typeof buildLibraryGroups>, index: number) =>
  groups[index]?.options.map((o) => o.label);

describe('buildLibraryGroups', () => {
  it('sorts Swedish names with å ä ö after z', () => {
    const list = {
      libraries: [
        lib(1, 'Örebro'),
        lib(2, 'Älmhult'),
        lib(3, 'Åre'),
        lib(4, 'Alingsås'),
        lib(5, 'Zinkgruvan'),
      ],
      user_libraries: [],
    };
    const groups = buildLibraryGroups(list, 'sv-SE', labels);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.label).toBe('Alla bibliotek');
    expect(names(groups, 0)).toEqual(['Alingsås', 'Zinkgruvan', 'Åre', 'Älmhult', 'Örebro']);
    // An English collation would have put Åre and Älmhult among the A's: the locale matters.
    expect(names(buildLibraryGroups(list, 'en', labels), 0)?.slice(0, 3)).toEqual([
      'Alingsås',
      'Älmhult',
      'Åre',
    ]);
  });

  it('sorts Norwegian names with æ ø å after z, in that order', () => {
    const list = {
      libraries: [lib(1, 'Ålesund'), lib(2, 'Ørsta'), lib(3, 'Ærøy'), lib(4, 'Oslo'), lib(5, 'Zeta')],
      user_libraries: [],
    };
    expect(names(buildLibraryGroups(list, 'nb-NO', labels), 0)).toEqual([
      'Oslo',
      'Zeta',
      'Ærøy',
      'Ørsta',
      'Ålesund',
    ]);
  });

  it('sorts Finnish names with å ä ö after z', () => {
    const list = {
      libraries: [lib(1, 'Äänekoski'), lib(2, 'Åbo'), lib(3, 'Vantaa'), lib(4, 'Oulu'), lib(5, 'Östermyra')],
      user_libraries: [],
    };
    expect(names(buildLibraryGroups(list, 'fi-FI', labels), 0)).toEqual([
      'Oulu',
      'Vantaa',
      'Åbo',
      'Äänekoski',
      'Östermyra',
    ]);
  });

  it('puts the extra display names, sorted, indented under their library with its id', () => {
    const list = {
      libraries: [lib(7, 'Umeå stadsbibliotek', ' Vännäs, ,Bjurholm'), lib(3, 'Luleå stadsbibliotek')],
      user_libraries: [],
    };
    const [all] = buildLibraryGroups(list, 'sv-SE', labels);
    expect(all?.options).toEqual([
      { id: 'lib-3', value: 3, label: 'Luleå stadsbibliotek' },
      { id: 'lib-7', value: 7, label: 'Umeå stadsbibliotek' },
      { id: 'lib-7-0', value: 7, label: 'Bjurholm', indent: true },
      { id: 'lib-7-1', value: 7, label: 'Vännäs', indent: true },
    ]);
  });

  it("groups the user's own libraries first, sorted, without extra names", () => {
    const list = {
      libraries: [lib(1, 'Örebro', 'Kumla'), lib(2, 'Borås'), lib(3, 'Arboga')],
      user_libraries: [{ library_id: 1 }, { library_id: 3 }, { library_id: 99 }],
    };
    const groups = buildLibraryGroups(list, 'sv-SE', labels);
    expect(groups.map((g) => g.label)).toEqual(['Dina bibliotek', 'Alla bibliotek']);
    expect(names(groups, 0)).toEqual(['Arboga', 'Örebro']);
    expect(names(groups, 1)).toEqual(['Arboga', 'Borås', 'Örebro', 'Kumla']);
  });

  it('splits comma-separated extra names', () => {
    expect(extraNames({ extra_display_names: '' })).toEqual([]);
    expect(extraNames({ extra_display_names: 'A, B ,C' })).toEqual(['A', 'B', 'C']);
  });
});
