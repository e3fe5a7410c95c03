/*
 * The ICU message syntax of our interface strings, in the subset they use (docs/decisions/015):
 *
 *   plain text                       'It''s' for a literal apostrophe, '{' ... ' quotes syntax characters
 *   {name}                           an argument; numbers are written in the language's format
 *   {count, number}                  a number in the language's format
 *   {count, plural, =0 {…} one {# title} other {# titles}}   CLDR plural categories and exact =N cases;
 *                                    # is the count, written as a number
 *   {kind, select, film {…} other {…}}
 *
 * Messages are parsed once into a small tree and formatted with Intl. This replaces intl-messageformat and its
 * parser (about 15 kB compressed) in the first page of the web app; the server checks every translation of its
 * table against the same parser, so a message it cannot read never reaches a user.
 */

type Node =
  | string
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; offset: number; cases: Record<string, Node[]> }
  | { kind: 'select'; name: string; cases: Record<string, Node[]> };

export type ParsedMessage = Node[];

export class MessageSyntaxError extends Error {
  override readonly name = 'MessageSyntaxError';
}

const NAME = /^[\p{L}\p{N}_]+$/u;

/** Parses a message; throws MessageSyntaxError on syntax outside the subset above. */
export function parseMessage(message: string): ParsedMessage {
  let at = 0;

  const fail = (why: string): never => {
    throw new MessageSyntaxError(`${why} at ${at} in "${message}"`);
  };

  // Reads nodes until the end, or until the '}' closing an enclosing case (left for the caller).
  function nodes(inPlural: boolean, nested: boolean): Node[] {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < message.length) {
      const char = message[at]!;
      if (char === "'") {
        const next = message[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = message.indexOf("'", at + 1);
          if (end === -1) {
            text += message.slice(at + 1);
            at = message.length;
          } else {
            text += message.slice(at + 1, end).replace(/''/g, "'");
            at = end + 1;
          }
        } else {
          text += "'";
          at += 1;
        }
      } else if (char === '{') {
        flush();
        out.push(placeholder());
      } else if (char === '}') {
        if (!nested) fail("unexpected '}'");
        break;
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ kind: 'pound' });
        at += 1;
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return out;
  }

  const skipSpace = () => {
    while (at < message.length && /\s/.test(message[at]!)) at += 1;
  };

  function word(): string {
    skipSpace();
    const start = at;
    while (at < message.length && !/[\s,{}]/.test(message[at]!)) at += 1;
    return message.slice(start, at);
  }

  function expect(char: string) {
    skipSpace();
    if (message[at] !== char) fail(`expected '${char}'`);
    at += 1;
  }

  function cases(inPlural: boolean): { cases: Record<string, Node[]>; offset: number } {
    const found: Record<string, Node[]> = {};
    let offset = 0;
    for (;;) {
      skipSpace();
      if (message[at] === '}') break;
      const selector = word();
      if (!selector) fail('expected a case');
      if (inPlural && selector.startsWith('offset:')) {
        offset = Number(selector.slice('offset:'.length));
        if (!Number.isInteger(offset)) fail('bad offset');
        continue;
      }
      expect('{');
      found[selector] = nodes(inPlural, true);
      expect('}');
    }
    if (!found.other) fail("a plural or select needs an 'other' case");
    return { cases: found, offset };
  }

  function placeholder(): Node {
    at += 1; // '{'
    const name = word();
    if (!NAME.test(name)) fail('expected an argument name');
    skipSpace();
    if (message[at] === '}') {
      at += 1;
      return { kind: 'argument', name };
    }
    expect(',');
    const type = word();
    skipSpace();
    if (type === 'number' && message[at] === '}') {
      at += 1;
      return { kind: 'number', name };
    }
    if (type !== 'plural' && type !== 'select') fail(`unsupported argument type '${type}'`);
    expect(',');
    const parsed = cases(type === 'plural');
    expect('}');
    return type === 'plural'
      ? { kind: 'plural', name, offset: parsed.offset, cases: parsed.cases }
      : { kind: 'select', name, cases: parsed.cases };
  }

  const parsed = nodes(false, false);
  if (at < message.length) fail("unexpected '}'");
  return parsed;
}

export type MessageValues = Record<string, unknown>;

/**
 * A locale's number format and plural rules, each made once and only when a message needs it: making an Intl
 * formatter costs far more than using one (the first of a locale loads its data), and most messages need
 * neither.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
function numberFormatOf(locale: string): Intl.NumberFormat {
  let made = numberFormats.get(locale);
  if (!made) numberFormats.set(locale, (made = new Intl.NumberFormat(locale)));
  return made;
}
function pluralRulesOf(locale: string): Intl.PluralRules {
  let made = pluralRules.get(locale);
  if (!made) pluralRules.set(locale, (made = new Intl.PluralRules(locale)));
  return made;
}

/** Locales whose whole numbers below 1,000 are their plain ASCII digits (no grouping, no other numerals). */
const PLAIN_DIGIT_LOCALES = /^(sv|no|nb|nn|fi|en)(-|$)/;

/**
 * Whether `value` is written as its plain digits in `locale`: a whole number from 0 to 999 in our languages. The
 * first Intl formatter a page makes costs tens of milliseconds (the locale's data), and most numbers in messages
 * are counts like these.
 */
const isPlainDigits = (value: number, locale: string): boolean =>
  Number.isInteger(value) && value >= 0 && value < 1000 && PLAIN_DIGIT_LOCALES.test(locale);

/** Writes a parsed message with its values, numbers and plurals in the rules of `locale`. */
export function formatMessage(parsed: ParsedMessage, locale: string, values: MessageValues = {}): string {
  // Most messages are plain text: no formatter is needed for them.
  if (parsed.length === 1 && typeof parsed[0] === 'string') return parsed[0];
  const formatNumber = (value: number) =>
    isPlainDigits(value, locale) ? String(value) : numberFormatOf(locale).format(value);
  const show = (value: unknown): string =>
    typeof value === 'number'
      ? formatNumber(value)
      : value === undefined || value === null
        ? ''
        : String(value);

  const write = (list: Node[], count: number | undefined): string =>
    list
      .map((node) => {
        if (typeof node === 'string') return node;
        switch (node.kind) {
          case 'argument':
            return show(values[node.name]);
          case 'number':
            return formatNumber(Number(values[node.name]));
          case 'pound':
            return count === undefined ? '#' : formatNumber(count);
          case 'select': {
            const key = String(values[node.name]);
            return write(node.cases[key] ?? node.cases.other!, count);
          }
          case 'plural': {
            const value = Number(values[node.name]);
            const shifted = value - node.offset;
            const chosen =
              node.cases[`=${value}`] ??
              node.cases[pluralRulesOf(locale).select(shifted)] ??
              node.cases.other!;
            return write(chosen, shifted);
          }
        }
      })
      .join('');

  return write(parsed, undefined);
}
