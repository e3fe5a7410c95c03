import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatNumber } from './format';

describe('formatting in the interface language', () => {
  it('formats a calendar date in the interface language without shifting the day', () => {
    expect(formatDay('2026-11-23', 'sv')).toBe('23 november 2026');
    expect(formatDay('2026-11-23', 'en')).toBe('23 November 2026');
    expect(formatDay('2027-01-01', 'fi')).toMatch(/^1\. tammikuuta 2027$/);
    expect(formatDay('nonsense', 'sv')).toBe('nonsense');
  });

  it('writes money in whole units when it can, with the language’s separators', () => {
    expect(formatMoney(25_700, 'SEK', 'sv')).toBe('257\u00a0kr');
    expect(formatMoney(3_950, 'EUR', 'fi')).toBe('39,50\u00a0€');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });
});
