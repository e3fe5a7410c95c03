import { describe, expect, it } from 'vitest';
import { formatAgeRating, formatDuration, formatRating, splitDuration, type Translate } from './format';

/** A stand-in for i18next: the key and its arguments, so the test sees what was asked for. */
const t: Translate = (key, options) =>
  `${key}${
    options
      ? `(${Object.entries(options)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join(',')})`
      : ''
  }`;

describe('duration', () => {
  it('splits seconds into hours and minutes, rounded to the minute', () => {
    expect(splitDuration(6668)).toEqual({ hours: 1, minutes: 51 });
    expect(splitDuration(3600)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(3629)).toEqual({ hours: 1, minutes: 0 });
    expect(splitDuration(3630)).toEqual({ hours: 1, minutes: 1 });
    expect(splitDuration(2482)).toEqual({ hours: 0, minutes: 41 });
    expect(splitDuration(12)).toEqual({ hours: 0, minutes: 1 });
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
  });

  it('uses the hours text only from one hour on', () => {
    expect(formatDuration(t, 6668)).toBe('duration_hours_minutes(hours=1,minutes=51)');
    expect(formatDuration(t, 2482)).toBe('duration_minutes(minutes=41)');
    expect(formatDuration(t, 9539)).toBe('duration_hours_minutes(hours=2,minutes=39)');
  });
});

describe('ratings and age ratings', () => {
  it('writes ratings with one decimal and the language decimal sign', () => {
    expect(formatRating(7, 'sv')).toBe('7,0');
    expect(formatRating(7.3, 'en')).toBe('7.3');
    expect(formatRating(8.45, 'fi')).toBe('8,5');
  });

  it('says "for everyone" for age 0', () => {
    expect(formatAgeRating(t, 0)).toBe('age_rating_all');
    expect(formatAgeRating(t, 15)).toBe('age_rating_years(age=15)');
  });
});
