import { describe, expect, it } from 'vitest';
import { centsToText, parseCents, parseWhole } from './budget-amounts';

describe('budget amounts as typed', () => {
  it('reads whole numbers with spaces as thousands separators, and nothing else', () => {
    expect(parseWhole('1 000')).toBe(1000);
    expect(parseWhole('1\u00a0000\u202f000')).toBe(1_000_000);
    expect(parseWhole('12.5')).toBeUndefined();
    expect(parseWhole('-3')).toBeUndefined();
    expect(parseWhole('')).toBeUndefined();
  });

  it('reads amounts with a decimal comma or point and at most two decimals as cents', () => {
    expect(parseCents('2 500,5')).toBe(250_050);
    expect(parseCents('2500.05')).toBe(250_005);
    expect(parseCents('7')).toBe(700);
    expect(parseCents('1,234')).toBeUndefined();
    expect(parseCents('abc')).toBeUndefined();
  });

  it("writes stored cents in the page's decimal sign, without decimals for a whole amount", () => {
    expect(centsToText(250_050, 'sv')).toBe('2500,50');
    expect(centsToText(250_050, 'en')).toBe('2500.50');
    expect(centsToText(300_000, 'fi')).toBe('3000');
    expect(centsToText(null, 'no')).toBe('');
  });
});
