import { describe, expect, it } from 'vitest';
import { createStorage, storageKeys } from '@/lib/storage';
import { loanCardSchema, readRememberedCard, rememberCard, trimCredentials } from './loan-credentials';

function memoryStorage() {
  const values = new Map<string, string>();
  const storage = createStorage(() => ({
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }));
  return { values, storage };
}

describe('trimCredentials', () => {
  it('removes whitespace around and inside card number and PIN', () => {
    expect(trimCredentials({ cardNumber: '  11111111\t', pinCode: ' 1234 \n' })).toEqual({
      cardNumber: '11111111',
      pinCode: '1234',
    });
    expect(trimCredentials({ cardNumber: '1111 1111', pinCode: '12 34' })).toEqual({
      cardNumber: '11111111',
      pinCode: '1234',
    });
  });
});

/** The fields the schema refuses, in the order of the form. */
const refused = (card_number: string, pin_code: string) =>
  loanCardSchema.safeParse({ card_number, pin_code }).error?.issues.map((issue) => issue.path[0]) ?? [];

describe('loanCardSchema', () => {
  it('accepts what the contract accepts, after dropping whitespace', () => {
    expect(loanCardSchema.parse({ card_number: ' AB 123 ', pin_code: ' 123456 ' })).toEqual({
      card_number: 'AB123',
      pin_code: '123456',
    });
  });

  it('flags an empty or odd card number and an empty or over-long PIN (the library checks the rest)', () => {
    expect(refused('', '')).toEqual(['card_number', 'pin_code']);
    expect(refused('1111-1111', '')).toEqual(['card_number', 'pin_code']);
    expect(refused('11111111', 'x'.repeat(65))).toEqual(['pin_code']);
    expect(refused('11111111', 'Hemligt9x')).toEqual([]);
  });
});

describe('remembered card (last used loan credentials)', () => {
  it('stores the trimmed card number by library under the spec key, never the PIN', () => {
    const { values, storage } = memoryStorage();
    rememberCard(1, ' 11111111 ', storage);
    rememberCard(101, '33333333', storage);
    const raw = values.get(storageKeys.lastLoanCredentials)!;
    expect(storageKeys.lastLoanCredentials).toBe('filmhyllan.last_used_loan_credentials');
    expect(JSON.parse(raw)).toEqual({ '1': { cardNumber: '11111111' }, '101': { cardNumber: '33333333' } });
    expect(raw).not.toMatch(/pin/i);
    expect(readRememberedCard(1, storage)).toBe('11111111');
    expect(readRememberedCard(101, storage)).toBe('33333333');
    expect(readRememberedCard(2, storage)).toBe('');
  });

  it('drops a PIN that an older release may have stored', () => {
    const { values, storage } = memoryStorage();
    values.set(
      storageKeys.lastLoanCredentials,
      JSON.stringify({ '5': { cardNumber: '1', pinCode: '9999' } }),
    );
    rememberCard(1, '11111111', storage);
    expect(values.get(storageKeys.lastLoanCredentials)).not.toContain('9999');
    expect(readRememberedCard(5, storage)).toBe('1');
  });

  it('ignores an empty card number', () => {
    const { values, storage } = memoryStorage();
    rememberCard(1, '   ', storage);
    expect(values.has(storageKeys.lastLoanCredentials)).toBe(false);
  });
});
