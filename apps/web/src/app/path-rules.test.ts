import { describe, expect, it } from 'vitest';
import {
  languageRedirect,
  preferredLanguage,
  requireLibrarianRedirect,
  requireOperatorRedirect,
  requireUserRedirect,
} from './path-rules';

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('languageRedirect', () => {
  it('prefixes a path without language with the stored language', () => {
    expect(languageRedirect(url('/library/3/all', '?q=1'), 'se', 'en')).toBe('/en/library/3/all?q=1');
    expect(languageRedirect(url('/'), 'fi', 'sv')).toBe('/sv/');
  });

  it('uses the country first language when nothing (or an unsupported language) is stored', () => {
    expect(languageRedirect(url('/'), 'se', undefined)).toBe('/sv/');
    expect(languageRedirect(url('/profile'), 'no', 'sv')).toBe('/no/profile');
    expect(languageRedirect(url('/lib/login'), 'fi', undefined)).toBe('/fi/lib/login');
  });

  it("replaces a language the country does not offer with the country's first", () => {
    expect(languageRedirect(url('/fi/library/3/all'), 'se', undefined)).toBe('/sv/library/3/all');
    expect(languageRedirect(url('/sv/', '', '#x'), 'no', undefined)).toBe('/no/#x');
    expect(languageRedirect(url('/no'), 'fi', undefined)).toBe('/fi/');
  });

  it('adds the trailing slash to a bare language root', () => {
    expect(languageRedirect(url('/sv', '?a=b'), 'se', undefined)).toBe('/sv/?a=b');
    expect(languageRedirect(url('/fi/lib'), 'fi', undefined)).toBe('/fi/lib/');
    expect(languageRedirect(url('/en/admin'), 'se', undefined)).toBe('/en/admin/');
  });

  it('lets a good path through', () => {
    expect(languageRedirect(url('/sv/'), 'se', 'en')).toBeUndefined();
    expect(languageRedirect(url('/en/library/3/all'), 'se', undefined)).toBeUndefined();
    expect(languageRedirect(url('/sv/library/3/all'), 'fi', undefined)).toBeUndefined();
    expect(languageRedirect(url('/fi/no-such-page'), 'fi', undefined)).toBeUndefined();
  });

  it('prefers a stored language only if the country has it', () => {
    expect(preferredLanguage('fi', 'sv')).toBe('sv');
    expect(preferredLanguage('se', 'fi')).toBe('sv');
    expect(preferredLanguage('no', 'xx')).toBe('no');
  });
});

describe('requireUserRedirect', () => {
  it('sends a visitor without user to the front page', () => {
    expect(requireUserRedirect('sv', '/sv/profile', false)).toBe('/sv/');
    expect(requireUserRedirect('fi', '/fi/settings', false)).toBe('/fi/');
    expect(requireUserRedirect('sv', '/sv/settings/change-password', false)).toBe('/sv/');
  });

  it('lets a user in, and a password-reset link through without one', () => {
    expect(requireUserRedirect('sv', '/sv/profile', true)).toBeUndefined();
    expect(requireUserRedirect('sv', '/sv/settings/change-password/tok123', false)).toBeUndefined();
  });
});

describe('librarian rules', () => {
  it('sends a librarian page without librarian to the login with next', () => {
    expect(requireLibrarianRedirect('sv', url('/sv/lib/catalogue', '?x=1'), false)).toBe(
      '/sv/lib/login?next=%2Fsv%2Flib%2Fcatalogue%3Fx%3D1',
    );
    expect(requireLibrarianRedirect('sv', url('/sv/lib/'), true)).toBeUndefined();
  });
});

describe('operator console rules', () => {
  it('sends a console page without an operator to the console login with next', () => {
    expect(requireOperatorRedirect('en', url('/en/admin/', '?x=1'), false)).toBe(
      '/en/admin/login?next=%2Fen%2Fadmin%2F%3Fx%3D1',
    );
    expect(requireOperatorRedirect('en', url('/en/admin/'), true)).toBeUndefined();
  });
});
