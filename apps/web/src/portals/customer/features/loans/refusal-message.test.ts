import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loanErrorMessage } from './refusal-message';

const refusal = (code: ConstructorParameters<typeof ApiError>[0]['code'], status: number, details?: object) =>
  new ApiError({
    status,
    code,
    message: 'server text',
    details: details as Record<string, unknown> | undefined,
    origin: '/customer/customer/loan',
  });

describe('loanErrorMessage', () => {
  it('says a wrong card or PIN without telling which', () => {
    expect(loanErrorMessage(refusal('WRONG_CARD_OR_PIN', 401), 'sv')).toEqual({
      key: 'error_wrong_card_or_pin',
    });
  });

  it('gives the date the patron can borrow again, in the page language', () => {
    const error = refusal('PATRON_LIMIT_REACHED', 409, {
      new_loans_date: '2026-04-01',
      patron_limit: 3,
      num_loans_left_period: 'month',
    });
    expect(loanErrorMessage(error, 'sv')).toEqual({
      key: 'loan_refused_patron_limit',
      values: { date: '1 april 2026' },
    });
    expect(loanErrorMessage(error, 'en')).toEqual({
      key: 'loan_refused_patron_limit',
      values: { date: '1 April 2026' },
    });
    expect(loanErrorMessage(error, 'fi').values?.date).toBe('1. huhtikuuta 2026');
    expect(loanErrorMessage(error, 'no').values?.date).toBe('1. april 2026');
  });

  it("gives the date the library's budget opens again", () => {
    const error = refusal('LIBRARY_BUDGET_REACHED', 409, { new_loans_date_library: '2026-12-01' });
    expect(loanErrorMessage(error, 'sv')).toEqual({
      key: 'loan_refused_library_budget',
      values: { date: '1 december 2026' },
    });
  });

  it('says when a paced library opens its next day or week, and in how long, by the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 20:48 in Stockholm; the day's loans open at midnight (23:00 UTC).
      vi.setSystemTime(new Date('2026-11-27T19:48:00Z'));
      const daily = refusal('LIBRARY_DAILY_ALLOWANCE_REACHED', 409, {
        new_loans_at: '2026-11-27T23:00:00.000Z',
        time_zone: 'Europe/Stockholm',
      });
      expect(loanErrorMessage(daily, 'en')).toEqual({
        key: 'loan_refused_daily_allowance',
        values: { time: '00:00', day: 'Saturday 28 November', hours: 3, minutes: 12 },
      });
      expect(loanErrorMessage(daily, 'sv').values).toMatchObject({
        time: '00:00',
        day: 'lördag 28 november',
      });
      const weekly = refusal('LIBRARY_WEEKLY_ALLOWANCE_REACHED', 409, {
        new_loans_at: '2026-11-29T23:00:00.000Z',
        time_zone: 'Europe/Helsinki',
      });
      expect(loanErrorMessage(weekly, 'fi')).toMatchObject({
        key: 'loan_refused_weekly_allowance',
        values: { time: '01.00', hours: 51, minutes: 12 }, // Finnish writes a full stop
      });
      // Seconds short of a minute count as a minute.
      vi.setSystemTime(new Date('2026-11-27T22:59:30Z'));
      expect(loanErrorMessage(daily, 'no').values).toMatchObject({ hours: 0, minutes: 1 });
      // Passed (a slow answer) or unreadable: the code's own message.
      vi.setSystemTime(new Date('2026-11-27T23:00:01Z'));
      expect(loanErrorMessage(daily, 'en')).toEqual({ key: 'error_library_daily_allowance_reached' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says for how many minutes a locked card is locked, rounded up', () => {
    expect(loanErrorMessage(refusal('CARD_LOCKED', 429, { retry_after_seconds: 841 }), 'sv')).toEqual({
      key: 'loan_refused_card_locked',
      values: { minutes: 15 },
    });
    expect(loanErrorMessage(refusal('CARD_LOCKED', 429, { retry_after_seconds: 5 }), 'sv').values).toEqual({
      minutes: 1,
    });
  });

  it('tells blocked cards and unavailable titles apart, with the date of an announced title', () => {
    expect(loanErrorMessage(refusal('CARD_BLOCKED', 403), 'sv').key).toBe('loan_refused_card_blocked');
    expect(loanErrorMessage(refusal('TITLE_NOT_AVAILABLE', 409, { coming_on: null }), 'sv').key).toBe(
      'loan_refused_not_available',
    );
    expect(loanErrorMessage(refusal('TITLE_NOT_AVAILABLE', 409, { coming_on: '2026-06-15' }), 'en')).toEqual({
      key: 'loan_refused_coming_on',
      values: { date: '15 June 2026' },
    });
  });

  it("falls back to the code's own message when details are missing, and handles other failures", () => {
    expect(loanErrorMessage(refusal('PATRON_LIMIT_REACHED', 409), 'sv').key).toBe(
      'error_patron_limit_reached',
    );
    expect(loanErrorMessage(refusal('RATE_LIMITED', 429), 'sv').key).toBe('error_rate_limited');
    expect(loanErrorMessage(refusal('INTERNAL_ERROR', 500), 'sv').key).toBe('error_internal_error');
    expect(
      loanErrorMessage(
        new ApiError({ status: undefined, code: 'NETWORK_ERROR', message: 'offline', origin: '/x' }),
        'sv',
      ).key,
    ).toBe('error_network');
    expect(loanErrorMessage(new Error('boom'), 'sv').key).toBe('error_generic_body');
  });
});
