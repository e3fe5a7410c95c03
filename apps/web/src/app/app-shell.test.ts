import { describe, expect, it } from 'vitest';
import { isStagingHost, pageTitle } from './app-shell';

describe('pageTitle', () => {
  it('prefixes the title on staging hosts only', () => {
    expect(pageTitle('Bibliotek | Filmhyllan', 'TEST', 'www.filmhyllan.se')).toBe('Bibliotek | Filmhyllan');
    expect(pageTitle('Filmhyllan', 'TEST', 'staging.filmhyllan.se')).toBe('TEST Filmhyllan');
    expect(isStagingHost('filmhyllan-staging.example.fi')).toBe(true);
    expect(isStagingHost('stagingfilms.se')).toBe(false);
  });
});
