import { describe, expect, it } from 'vitest';
import { countryName, hasLanguageName, languageName, sortedOptions, yearLabel } from './filter-options';

describe('filter option names', () => {
  it('names languages in the interface language with a capital letter', () => {
    expect(languageName('fi', 'sv')).toBe('Finska');
    expect(languageName('sv', 'fi')).toBe('Ruotsi');
    expect(languageName('da', 'no')).toBe('Dansk');
    expect(languageName('sv', 'en')).toBe('Swedish');
    expect(languageName('xx', 'sv')).toBe('xx');
    expect(hasLanguageName('xx', 'sv')).toBe(false);
    expect(hasLanguageName('da', 'fi')).toBe(true);
  });

  it('names production countries in the interface language', () => {
    expect(countryName('dk', 'sv')).toBe('Danmark');
    expect(countryName('se', 'fi')).toBe('Ruotsi');
    expect(countryName('gb', 'en')).toBe('United Kingdom');
  });

  it('sorts by label with the language collation', () => {
    const options = sortedOptions(['at', 'se', 'dk'], (code) => countryName(code, 'sv'), 'sv');
    expect(options.map((o) => o.label)).toEqual(['Danmark', 'Sverige', 'Österrike']);
  });

  it('labels decades and years', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}:${String(options?.decade)}`;
    expect(yearLabel(t, '1990s')).toBe('decade:1990');
    expect(yearLabel(t, '2004')).toBe('2004');
  });
});
