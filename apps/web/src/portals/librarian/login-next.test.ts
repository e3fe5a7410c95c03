import { describe, expect, it } from 'vitest';
import { librarianLoginNext, safeLibrarianNext } from './login-next';

describe('safeLibrarianNext', () => {
  it('only returns to librarian pages of this site after login', () => {
    expect(safeLibrarianNext('sv', '/sv/lib/catalogue')).toBe('/sv/lib/catalogue');
    expect(safeLibrarianNext('sv', '/sv/lib/')).toBe('/sv/lib/');
    expect(safeLibrarianNext('sv', '//evil.example/sv/lib/')).toBe('/sv/lib/');
    expect(safeLibrarianNext('sv', 'https://evil.example')).toBe('/sv/lib/');
    expect(safeLibrarianNext('sv', '/sv/profile')).toBe('/sv/lib/');
    expect(safeLibrarianNext('sv', '/sv/lib/login?next=x')).toBe('/sv/lib/');
    expect(safeLibrarianNext('sv', null)).toBe('/sv/lib/');
    expect(safeLibrarianNext('sv', '/sv/lib/../../evil')).toBe('/sv/lib/');
    expect(safeLibrarianNext('sv', '/sv/lib/./x')).toBe('/sv/lib/');
  });
});

describe('librarianLoginNext', () => {
  const login = (pathname: string, search = '') => librarianLoginNext('sv', { pathname, search });

  it("reads the spec's path form, encoded as one segment or written out, beside ?next=", () => {
    expect(login('/sv/lib/login/%2Fsv%2Flib%2Fcatalogue')).toBe('/sv/lib/catalogue');
    expect(login('/sv/lib/login/%2Fsv%2Flib%2Fcatalogue%3Fq%3Dx')).toBe('/sv/lib/catalogue?q=x');
    expect(login('/sv/lib/login/sv/lib/settings')).toBe('/sv/lib/settings');
    expect(login('/sv/lib/login', '?next=%2Fsv%2Flib%2Fcatalogue')).toBe('/sv/lib/catalogue');
    expect(login('/sv/lib/login/')).toBe('/sv/lib/');
    expect(login('/sv/lib/login')).toBe('/sv/lib/');
  });

  it('sends hostile values to the statistics page, whichever form carries them', () => {
    for (const hostile of [
      '//evil.example',
      '%2F%2Fevil.example',
      'https:%2F%2Fevil',
      'https://evil.example',
      '/%5Cevil',
      '%2F%5Cevil',
      '\\evil',
      '/\\evil',
      'sv/lib/%2F%2Fevil.example',
      'sv/lib/%2F%5Cevil',
      'sv/lib/..%2F..%2Fevil',
      'javascript:alert(1)',
      '%E0%A4%A',
      'sv/lib/login',
    ]) {
      expect(login(`/sv/lib/login/${hostile}`), hostile).toBe('/sv/lib/');
      expect(login('/sv/lib/login', `?next=${hostile}`), hostile).toBe('/sv/lib/');
    }
  });
});
