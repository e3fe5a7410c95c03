import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from './intl';

describe('Intl formatters', () => {
  it('are made once per locale and options, and format as a new one would', () => {
    const day = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('sv-SE', day)).toBe(dateTimeFormat('sv-SE', { ...day }));
    expect(dateTimeFormat('sv-SE', day)).not.toBe(dateTimeFormat('fi-FI', day));
    expect(dateTimeFormat('sv-SE', day)).not.toBe(dateTimeFormat('sv-SE', { ...day, year: 'numeric' }));
    expect(dateTimeFormat('fi-FI', day).format(Date.UTC(2026, 10, 22))).toBe(
      new Intl.DateTimeFormat('fi-FI', day).format(Date.UTC(2026, 10, 22)),
    );
    expect(numberFormat('sv-SE')).toBe(numberFormat('sv-SE', {}));
    expect(numberFormat('sv-SE').format(1234.5)).toBe(new Intl.NumberFormat('sv-SE').format(1234.5));
    expect(collator('sv-SE', { numeric: true }).compare('Bibliotek 2', 'Bibliotek 10')).toBeLessThan(0);
    expect(collator('sv-SE').compare('Ö', 'Z')).toBeGreaterThan(0);
  });
});
