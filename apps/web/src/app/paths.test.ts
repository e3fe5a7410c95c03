import { describe, expect, it } from 'vitest';
import {
  fillPattern,
  isLibrarianPath,
  libraryHref,
  libraryIdOf,
  librarySubpageOf,
  paths,
  withLanguage,
} from './paths';

describe('paths', () => {
  it('builds every customer URL under the language prefix', () => {
    const c = paths.customer;
    expect(c.front.href({ lang: 'sv' })).toBe('/sv/');
    expect(c.libraryAll.href({ lang: 'sv', libraryId: 12 })).toBe('/sv/library/12/all');
    expect(c.librarySelected.href({ lang: 'fi', libraryId: 3 })).toBe('/fi/library/3/selected');
    expect(c.librarySearch.href({ lang: 'no', libraryId: 3 }, { q: 'kon tiki' })).toBe(
      '/no/library/3/search?q=kon+tiki',
    );
    expect(c.title.href({ lang: 'en', libraryId: 3, titleId: 99 })).toBe('/en/library/3/title/99');
    expect(c.watchAsAdmin.href({ lang: 'sv', titleId: 5 })).toBe('/sv/watch-as-admin/title/5');
    expect(c.watchAsSpecial.href({ lang: 'sv', titleId: 5 })).toBe('/sv/watch-as-special/title/5');
    expect(c.watchAsLibrarian.href({ lang: 'sv', titleId: 5 })).toBe('/sv/watch-as-librarian/title/5');
    expect(c.transition.href({ lang: 'sv' })).toBe('/sv/transition');
    expect(c.profile.href({ lang: 'sv' })).toBe('/sv/profile');
    expect(c.accountDeleted.href({ lang: 'sv' })).toBe('/sv/account-deleted');
    expect(c.upcoming.href({ lang: 'sv' })).toBe('/sv/nyheter');
  });

  it('drops absent optional segments', () => {
    expect(paths.customer.settings.href({ lang: 'sv' })).toBe('/sv/settings');
    expect(paths.customer.settings.href({ lang: 'sv', action: 'confirm', actionParam: 'abc' })).toBe(
      '/sv/settings/confirm/abc',
    );
    expect(paths.customer.changePassword.href({ lang: 'sv' })).toBe('/sv/settings/change-password');
    expect(paths.customer.changePassword.href({ lang: 'sv', actionParam: 'tok/en' })).toBe(
      '/sv/settings/change-password/tok%2Fen',
    );
  });

  it('builds the librarian URLs under /{lang}/lib', () => {
    const l = paths.librarian;
    expect(l.setPassword.href({ lang: 'no', token: 'abc_D-1' })).toBe('/no/lib/set-password/abc_D-1');
    expect(l.statistics.href({ lang: 'sv' })).toBe('/sv/lib/');
    expect(l.login.href({ lang: 'fi' }, { next: '/fi/lib/catalogue' })).toBe(
      '/fi/lib/login?next=%2Ffi%2Flib%2Fcatalogue',
    );
    expect(l.catalogue.href({ lang: 'no' })).toBe('/no/lib/catalogue');
    expect(l.settings.href({ lang: 'sv' })).toBe('/sv/lib/settings');
    expect(l.settings.href({ lang: 'sv', action: 'budget' })).toBe('/sv/lib/settings/budget');
  });

  it('refuses to build a URL without a required param', () => {
    expect(() => fillPattern('library/:libraryId/all', {})).toThrow(/libraryId/);
  });

  it('keeps the library sub-page when switching library, default all', () => {
    expect(librarySubpageOf('/sv/library/3/search')).toBe('search');
    expect(librarySubpageOf('/sv/library/3/selected')).toBe('selected');
    expect(librarySubpageOf('/sv/library/3/title/9')).toBe('all');
    expect(librarySubpageOf('/sv/profile')).toBe('all');
    expect(libraryHref('sv', 8, '/sv/library/3/selected')).toBe('/sv/library/8/selected');
    expect(libraryHref('sv', 8, '/sv/')).toBe('/sv/library/8/all');
  });

  it('reads the library id and swaps the language', () => {
    expect(libraryIdOf('/sv/library/31/title/2')).toBe(31);
    expect(libraryIdOf('/sv/nyheter')).toBeUndefined();
    expect(withLanguage('/sv/library/3/all', 'en')).toBe('/en/library/3/all');
    expect(withLanguage('/fi/', 'sv')).toBe('/sv/');
    expect(withLanguage('/fi/lib/', 'sv')).toBe('/sv/lib/');
    expect(isLibrarianPath('/fi/lib/login')).toBe(true);
    expect(isLibrarianPath('/fi/library/3/all')).toBe(false);
  });
});
