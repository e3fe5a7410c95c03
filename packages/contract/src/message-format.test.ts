import { describe, expect, it } from 'vitest';
import { formatMessage, MessageSyntaxError, parseMessage } from './message-format';

const format = (message: string, locale: string, values?: Record<string, unknown>) =>
  formatMessage(parseMessage(message), locale, values);

describe('ICU messages', () => {
  it('writes plain text and arguments, numbers in the language’s format', () => {
    expect(format('Hej', 'sv')).toBe('Hej');
    expect(format('Hej {name}!', 'sv', { name: 'Anna' })).toBe('Hej Anna!');
    expect(format('{count, number} kr', 'sv', { count: 12345 })).toBe('12\u00a0345 kr');
    expect(format('{count, number}', 'en', { count: 12345 })).toBe('12,345');
    expect(format('{missing} left', 'en')).toBe(' left');
  });

  it('writes small whole numbers as Intl would in every interface language, and the rest through Intl', () => {
    for (const locale of ['sv', 'no', 'fi', 'en', 'nb-NO', 'sv-SE']) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of [0, 7, 42, 999, 1000, 12345, -3, 2.5])
        expect(format('{n}', locale, { n: value }), `${value} in ${locale}`).toBe(intl.format(value));
    }
  });

  it('chooses plural cases by the language’s rules, exact cases first, with # as the count', () => {
    const titles = '{count, plural, =0 {no titles} one {# title} other {# titles}}';
    expect(format(titles, 'en', { count: 0 })).toBe('no titles');
    expect(format(titles, 'en', { count: 1 })).toBe('1 title');
    expect(format(titles, 'en', { count: 2500 })).toBe('2,500 titles');
    const fi = '{count, plural, one {# nimike} other {# nimikettä}}';
    expect(format(fi, 'fi', { count: 1 })).toBe('1 nimike');
    expect(format(fi, 'fi', { count: 3 })).toBe('3 nimikettä');
    expect(
      format('{n, plural, offset:1 one {you and # other} other {you and # others}}', 'en', { n: 3 }),
    ).toBe('you and 2 others');
  });

  it('nests arguments in cases and selects by value', () => {
    const message =
      '{kind, select, film {The film {name}} other {{name}}} has {n, plural, one {# part} other {# parts}}';
    expect(format(message, 'en', { kind: 'film', name: 'Up', n: 1 })).toBe('The film Up has 1 part');
    expect(format(message, 'en', { kind: 'series', name: 'Bron', n: 2 })).toBe('Bron has 2 parts');
  });

  it('reads apostrophes as ICU does', () => {
    expect(format("It''s {name}''s", 'en', { name: 'Anna' })).toBe("It's Anna's");
    expect(format("Write '{name}' literally", 'en', { name: 'x' })).toBe('Write {name} literally');
    expect(format("Don't", 'en')).toBe("Don't");
    expect(format("{n, plural, other {'#' is # here}}", 'en', { n: 5 })).toBe('# is 5 here');
  });

  it('refuses syntax outside the subset, naming the message', () => {
    for (const bad of [
      '{',
      '}',
      '{count, plural, one {x}}',
      '{d, date, short}',
      '{a b}',
      '{n, plural, one {x} other {y}',
    ]) {
      expect(() => parseMessage(bad), bad).toThrow(MessageSyntaxError);
    }
  });
});
