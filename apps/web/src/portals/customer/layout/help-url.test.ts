import { describe, expect, it } from 'vitest';
import { localizedHelpUrl } from './help-url';

describe('localizedHelpUrl', () => {
  it("swaps the configured language for the page's", () => {
    expect(localizedHelpUrl('https://help.filmhyllan.se/sv', 'en')).toBe('https://help.filmhyllan.se/en');
    expect(localizedHelpUrl('https://help.filmhyllan.fi/fi', 'sv')).toBe('https://help.filmhyllan.fi/sv');
    expect(localizedHelpUrl('https://help.example/no/', 'en')).toBe('https://help.example/en/');
    expect(localizedHelpUrl('https://help.example/guide/sv?x=1', 'fi')).toBe(
      'https://help.example/guide/fi?x=1',
    );
  });

  it('leaves a URL without a language segment, or an unreadable one, as configured', () => {
    expect(localizedHelpUrl('https://help.example/', 'en')).toBe('https://help.example/');
    expect(localizedHelpUrl('https://help.example/faq', 'en')).toBe('https://help.example/faq');
    expect(localizedHelpUrl('not a url', 'en')).toBe('not a url');
  });
});
