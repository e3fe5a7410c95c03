import { describe, expect, it } from 'vitest';
import {
  CardNumber,
  ehubLoan,
  EhubTokenPayload,
  getCurrentMonthLoansLeft,
  loan,
  LoanRefusal,
  LoanResult,
  PinCode,
} from './customer';
import { ErrorResponse } from './errors';
import { createSavedCard } from './saved-card';

describe('card number and PIN', () => {
  it('trims surrounding whitespace before checking', () => {
    expect(CardNumber.parse('  20012345678 \t')).toBe('20012345678');
    expect(PinCode.parse(' 1234\n')).toBe('1234');
  });

  it('refuses malformed cards and PINs', () => {
    for (const card of ['', '   ', '1234 5678', '1234-5678', 'x'.repeat(33), '<script>']) {
      expect(CardNumber.safeParse(card).success, card).toBe(false);
    }
    for (const pin of ['', '   ', '12 34', 'x'.repeat(65)])
      expect(PinCode.safeParse(pin).success, pin).toBe(false);
  });

  it("takes the PINs of libraries' own systems: letters and up to 64 characters (the built-in directory checks its digits)", () => {
    for (const pin of ['1234', '123', 'Hemligt9x', 'x'.repeat(64)])
      expect(PinCode.safeParse(pin).success, pin).toBe(true);
  });
});

describe('loan request', () => {
  it('trims the card number and PIN the form sends', () => {
    expect(
      loan.request.parse({ card_number: ' AB1234 ', pin_code: ' 0000 ', library_id: '4', title_id: '99' }),
    ).toEqual({ card_number: 'AB1234', pin_code: '0000', library_id: 4, title_id: 99 });
  });

  it('reads empty card and PIN as null (a saved card of a logged-in user)', () => {
    expect(loan.request.parse({ card_number: '', pin_code: '  ', library_id: '4', title_id: '99' })).toEqual({
      card_number: null,
      pin_code: null,
      library_id: 4,
      title_id: 99,
    });
    expect(loan.request.parse({ library_id: '4', title_id: '99' })).toMatchObject({
      card_number: null,
      pin_code: null,
    });
  });

  it('refuses a wrong-looking PIN and missing ids', () => {
    expect(
      loan.request.safeParse({ card_number: '1', pin_code: '12 34', library_id: '4', title_id: '9' }).success,
    ).toBe(false);
    expect(loan.request.safeParse({ card_number: '1', pin_code: '1234', title_id: '9' }).success).toBe(false);
  });

  it('asks get_current_month_loans_left for both card and PIN', () => {
    expect(getCurrentMonthLoansLeft.request.safeParse({ card_number: '1', library_id: '4' }).success).toBe(
      false,
    );
    expect(
      getCurrentMonthLoansLeft.request.parse({ card_number: ' 1 ', pin_code: '1234', library_id: '4' })
        .card_number,
    ).toBe('1');
  });

  it('never lets a saved card be created without a PIN', () => {
    expect(
      createSavedCard.request.safeParse({ card_number: '1', pin_code: '', library_id: '4' }).success,
    ).toBe(false);
  });
});

describe('loan answers', () => {
  const stream = { playlist_url: '/media/7/master.m3u8?token=abc', expires_at: '2025-01-03T10:00:00Z' };
  const loanData = {
    loan_id: 1,
    title_id: 7,
    library_id: 4,
    started_at: '2025-01-01T10:00:00Z',
    ends_at: '2025-01-03T10:00:00Z',
    stream,
  };

  it('answers the loan with its stream and the loans left', () => {
    const ok = {
      success: true,
      loan: loanData,
      is_new: true,
      num_loans_left: 3,
      num_loans_left_period: 'month',
    };
    expect(LoanResult.parse(ok)).toEqual(ok);
    expect(LoanResult.safeParse({ ...ok, num_loans_left_period: 'year' }).success).toBe(false);
  });

  it('describes refusals with details by code, in the general error shape', () => {
    const refusal = {
      success: false,
      error: {
        code: 'PATRON_LIMIT_REACHED',
        message: 'You have used your loans this month',
        details: { new_loans_date: '2025-02-01', patron_limit: 4, num_loans_left_period: 'month' },
      },
    };
    expect(LoanRefusal.parse(refusal)).toEqual(refusal);
    expect(ErrorResponse.safeParse(refusal).success).toBe(true);
    const budget = { success: false, error: { code: 'LIBRARY_BUDGET_REACHED', message: '', details: {} } };
    expect(LoanRefusal.safeParse(budget).success).toBe(false);
    const other = { success: false, error: { code: 'TITLE_NOT_FOUND', message: 'No such title' } };
    expect(LoanRefusal.safeParse(other).success).toBe(false);
    expect(ErrorResponse.safeParse(other).success).toBe(true);
  });
});

describe('eHub access token', () => {
  const payload = {
    library_id: 4,
    card_number: '123',
    title_id: 7,
    exp: 1_900_000_000,
    nonce: 'n'.repeat(22),
  };
  const token = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${'s'.repeat(43)}`;

  it('accepts payload.signature in base64url and refuses other shapes', () => {
    expect(ehubLoan.request.parse({ access_token: ` ${token} ` }).access_token).toBe(token);
    for (const bad of ['', 'abc', 'a.b.c', 'a+b.c', `${'a'.repeat(3000)}.b`]) {
      expect(ehubLoan.request.safeParse({ access_token: bad }).success, bad.slice(0, 10)).toBe(false);
    }
  });

  it('describes the decoded payload', () => {
    const [part] = token.split('.');
    expect(EhubTokenPayload.parse(JSON.parse(Buffer.from(part ?? '', 'base64url').toString()))).toEqual(
      payload,
    );
    expect(EhubTokenPayload.safeParse({ ...payload, nonce: 'short' }).success).toBe(false);
  });
});
