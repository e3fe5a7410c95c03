import { describe, expect, it, vi } from 'vitest';
import {
  countryFromLocation,
  countryLanguages,
  defaultLanguage,
  languageFromPath,
  supportsLanguage,
} from './country';

describe('countryFromLocation', () => {
  it('reads the country from the top-level domain', () => {
    const warn = vi.fn();
    expect(countryFromLocation('www.filmhyllan.se', '/sv/', warn)).toBe('se');
    expect(countryFromLocation('filmhyllan.no', '/no/', warn)).toBe('no');
    expect(countryFromLocation('www.filmhyllan.fi', '/sv/', warn)).toBe('fi');
    expect(countryFromLocation('WWW.FILMHYLLAN.FI.', '/', warn)).toBe('fi');
    expect(warn).not.toHaveBeenCalled();
  });

  it('the domain wins over the language prefix', () => {
    expect(countryFromLocation('filmhyllan.se', '/fi/', vi.fn())).toBe('se');
    expect(countryFromLocation('filmhyllan.fi', '/en/', vi.fn())).toBe('fi');
  });

  it('logs a warning and uses Sweden for an unrecognised country domain', () => {
    const warn = vi.fn();
    expect(countryFromLocation('filmhyllan.dk', '/fi/', warn)).toBe('se');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"dk"');
  });

  it('a first label se./no./fi. names the country, also on localhost', () => {
    const warn = vi.fn();
    expect(countryFromLocation('fi.localhost', '/fi/', warn)).toBe('fi');
    expect(countryFromLocation('fi.localhost', '/sv/', warn)).toBe('fi');
    expect(countryFromLocation('no.localhost', '/en/', warn)).toBe('no');
    expect(countryFromLocation('se.filmhyllan.com', '/en/', warn)).toBe('se');
    expect(warn).not.toHaveBeenCalled();
  });

  it('hosts naming no country use the language prefix: no -> no, fi -> fi, else se', () => {
    const warn = vi.fn();
    expect(countryFromLocation('localhost', '/no/library/1/all', warn)).toBe('no');
    expect(countryFromLocation('localhost', '/fi/', warn)).toBe('fi');
    expect(countryFromLocation('localhost', '/sv/', warn)).toBe('se');
    expect(countryFromLocation('localhost', '/en/', warn)).toBe('se');
    expect(countryFromLocation('localhost', '/', warn)).toBe('se');
    expect(countryFromLocation('127.0.0.1', '/fi/lib/login', warn)).toBe('fi');
    expect(countryFromLocation('::1', '/no/', warn)).toBe('no');
    expect(countryFromLocation('app.localhost', '/fi/', warn)).toBe('fi');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('languages', () => {
  it('lists the supported languages per country with the default first', () => {
    expect(countryLanguages.se).toEqual(['sv', 'en']);
    expect(countryLanguages.no).toEqual(['no', 'en']);
    expect(countryLanguages.fi).toEqual(['fi', 'sv', 'en']);
    expect(defaultLanguage('fi')).toBe('fi');
    expect(supportsLanguage('se', 'fi')).toBe(false);
    expect(supportsLanguage('fi', 'sv')).toBe(true);
  });

  it('reads the language prefix of a path', () => {
    expect(languageFromPath('/fi/library/3/all')).toBe('fi');
    expect(languageFromPath('/sv')).toBe('sv');
    expect(languageFromPath('/library/3/all')).toBeUndefined();
    expect(languageFromPath('/')).toBeUndefined();
    expect(languageFromPath('/de/')).toBeUndefined();
  });
});
