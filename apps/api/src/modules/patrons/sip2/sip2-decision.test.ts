import { describe, expect, it } from 'vitest';
import { decidePatron } from './sip2-decision';
import { parseSip2PatronStatus, type Sip2PatronAnswer } from './sip2-messages';

/** A 64 answer for a valid patron with a right PIN; each case changes what it is about. */
function answer(change: Partial<Sip2PatronAnswer> & { flags?: number[] } = {}): Sip2PatronAnswer {
  const { flags = [], ...rest } = change;
  const status = Array.from({ length: 14 }, (_, i) => (flags.includes(i) ? 'Y' : ' ')).join('');
  return {
    code: '64',
    patronStatus: parseSip2PatronStatus(status),
    language: '000',
    transactionDate: { date: '2024-03-01', time: '10:15:00' },
    institutionId: 'FH',
    patronIdentifier: 'AB 1234',
    personalName: 'Åsa Öberg',
    validPatron: true,
    validPatronPassword: true,
    currency: 'SEK',
    feeAmount: 0,
    feeLimit: 100,
    holdItemsLimit: null,
    overdueItemsLimit: null,
    chargedItemsLimit: null,
    birthDate: '2010-05-01',
    expiryDate: '2025-12-31',
    screenMessages: [],
    fields: {},
    sequence: 2,
    checksum: null,
    ...rest,
  };
}

const settings = { pinIsValidated: true, today: '2024-03-01' };

describe('decidePatron', () => {
  it('accepts a valid patron with the card number and birth date the system sent', () => {
    expect(decidePatron(answer(), settings)).toEqual({
      kind: 'valid',
      cardNumber: 'AB 1234',
      birthDate: '2010-05-01',
    });
    expect(decidePatron(answer({ birthDate: null, expiryDate: null, feeLimit: null }), settings)).toEqual({
      kind: 'valid',
      cardNumber: 'AB 1234',
      birthDate: null,
    });
  });

  it('refuses an unknown card, a wrong PIN and a missing CQ alike', () => {
    expect(decidePatron(answer({ validPatron: false }), settings)).toEqual({ kind: 'refused' });
    expect(decidePatron(answer({ validPatron: null }), settings)).toEqual({ kind: 'refused' });
    expect(decidePatron(answer({ validPatronPassword: false }), settings)).toEqual({ kind: 'refused' });
    expect(decidePatron(answer({ validPatronPassword: null }), settings)).toEqual({ kind: 'refused' });
    expect(decidePatron(answer({ patronIdentifier: '' }), settings)).toEqual({ kind: 'refused' });
  });

  it('accepts a missing CQ only where the library says its system does not validate PINs', () => {
    const noCq = answer({ validPatronPassword: null });
    expect(decidePatron(noCq, { ...settings, pinIsValidated: false }).kind).toBe('valid');
    // A wrong PIN is refused even then.
    expect(
      decidePatron(answer({ validPatronPassword: false }), { ...settings, pinIsValidated: false }).kind,
    ).toBe('refused');
  });

  it('never tells a blocked card from a refused one before the PIN was right', () => {
    const blockedWrongPin = answer({
      validPatronPassword: false,
      flags: [0, 4, 8, 13],
      expiryDate: '2020-01-01',
    });
    expect(decidePatron(blockedWrongPin, settings)).toEqual({ kind: 'refused' });
    expect(decidePatron(answer({ validPatron: false, flags: [0] }), settings)).toEqual({ kind: 'refused' });
  });

  it.each([
    ['charge_privileges_denied', [0]],
    ['card_lost', [4]],
    ['card_lost', [0, 4]],
    ['too_many_claims', [8]],
    ['too_many_billed', [13]],
    ['too_many_billed', [0, 8, 13]],
  ] as const)('blocks %s for status flags %j', (reason, flags) => {
    expect(decidePatron(answer({ flags: [...flags] }), settings)).toEqual({ kind: 'blocked', reason });
  });

  it('lets flags that do not stop a loan of a film pass', () => {
    for (const flag of [1, 2, 3, 5, 6, 7, 9, 10, 11, 12]) {
      expect(decidePatron(answer({ flags: [flag] }), settings).kind).toBe('valid');
    }
  });

  it('blocks an expiry date before today (and not on the day itself)', () => {
    expect(decidePatron(answer({ expiryDate: '2024-02-29' }), settings)).toEqual({
      kind: 'blocked',
      reason: 'expired',
    });
    expect(decidePatron(answer({ expiryDate: '2024-03-01' }), settings).kind).toBe('valid');
    expect(decidePatron(answer({ expiryDate: '2024-02-29', flags: [0, 4] }), settings)).toEqual({
      kind: 'blocked',
      reason: 'expired',
    });
  });

  it('blocks fines over the fee limit only when both are sent', () => {
    expect(decidePatron(answer({ feeAmount: 100.5, feeLimit: 100 }), settings)).toEqual({
      kind: 'blocked',
      reason: 'fines',
    });
    expect(decidePatron(answer({ feeAmount: 100, feeLimit: 100 }), settings).kind).toBe('valid');
    expect(decidePatron(answer({ feeAmount: 500, feeLimit: null }), settings).kind).toBe('valid');
    expect(decidePatron(answer({ feeAmount: null, feeLimit: 0 }), settings).kind).toBe('valid');
    expect(decidePatron(answer({ feeAmount: 150, feeLimit: 100, flags: [0, 10] }), settings)).toEqual({
      kind: 'blocked',
      reason: 'fines',
    });
  });
});
