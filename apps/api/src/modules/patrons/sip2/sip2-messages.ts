/**
 * SIP2 messages as text: the requests we send (93 login, 99 SC status, 63 patron information, 23 patron status,
 * 35 end patron session; written in sip2-requests.ts) and the answers we read (94, 98, 64, 24, 36, and 96
 * "please resend"), after the 3M Standard Interchange Protocol 2.00. The byte level (character set, AY/AZ,
 * terminator) is in sip2-wire.ts.
 */

export * from './sip2-requests';

/** The 14 flags of the patron status field, in the order of their positions. */
export const SIP2_PATRON_STATUS_FLAGS = [
  'chargePrivilegesDenied',
  'renewalPrivilegesDenied',
  'recallPrivilegesDenied',
  'holdPrivilegesDenied',
  'cardReportedLost',
  'tooManyItemsCharged',
  'tooManyItemsOverdue',
  'tooManyRenewals',
  'tooManyClaimsOfItemsReturned',
  'tooManyItemsLost',
  'excessiveOutstandingFines',
  'excessiveOutstandingFees',
  'recallOverdue',
  'tooManyItemsBilled',
] as const;
export type Sip2PatronStatusFlag = (typeof SIP2_PATRON_STATUS_FLAGS)[number];
export type Sip2PatronStatus = Record<Sip2PatronStatusFlag, boolean>;

/** An 18-character SIP2 date "YYYYMMDDZZZZHHMMSS" (or a shorter date some systems send), read. */
export interface Sip2Date {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS, when the value had a time. */
  time: string | null;
}

/** An answer the message could not be read as: wrong code, too short, or fields that are not SIP2 fields. */
export class Sip2ParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Sip2ParseError';
  }
}

/** Every variable field of an answer by its two-letter code, in the order sent (a code may repeat, e.g. AF). */
export type Sip2Fields = Readonly<Record<string, readonly string[]>>;

interface Sip2AnswerBase {
  fields: Sip2Fields;
  /** AY as the system echoed it, when it sent one. */
  sequence: number | null;
  /** AZ as the system sent it (verified on the bytes by verifySip2Checksum). */
  checksum: string | null;
}

export interface Sip2LoginAnswer extends Sip2AnswerBase {
  code: '94';
  ok: boolean;
}

export interface Sip2AcsStatus extends Sip2AnswerBase {
  code: '98';
  online: boolean;
  protocolVersion: string;
  institutionId: string | null;
  screenMessages: string[];
}

/** A patron information (64) or patron status (24) answer. */
export interface Sip2PatronAnswer extends Sip2AnswerBase {
  code: '64' | '24';
  patronStatus: Sip2PatronStatus;
  language: string;
  transactionDate: Sip2Date | null;
  institutionId: string | null;
  /** AA: the card number as the system writes it. */
  patronIdentifier: string;
  /** AE */
  personalName: string | null;
  /** BL: null when the system does not send it. */
  validPatron: boolean | null;
  /** CQ: null when the system does not send it (it does not check PINs, or was not given one). */
  validPatronPassword: boolean | null;
  /** BH */
  currency: string | null;
  /** BV: what the patron owes. */
  feeAmount: number | null;
  /** CC: how much a patron may owe and still borrow. */
  feeLimit: number | null;
  /** BZ, CA, CB (64 only). */
  holdItemsLimit: number | null;
  overdueItemsLimit: number | null;
  chargedItemsLimit: number | null;
  /** PB (Evergreen, Koha) or BC (Polaris). */
  birthDate: string | null;
  /** The card's expiry: PX (Polaris), PA (Evergreen and other GPLS SIPServer systems), PE (SirsiDynix). */
  expiryDate: string | null;
  /** AF, in order; some systems send several. */
  screenMessages: string[];
}

export interface Sip2EndSessionAnswer extends Sip2AnswerBase {
  code: '36';
  ended: boolean;
}

/** 96: the system could not read our message (e.g. a bad checksum) and asks for it again. */
export interface Sip2ResendRequest extends Sip2AnswerBase {
  code: '96';
}

export type Sip2Answer =
  Sip2LoginAnswer | Sip2AcsStatus | Sip2PatronAnswer | Sip2EndSessionAnswer | Sip2ResendRequest;

/** Fixed-length part after the two-digit code, per answer. */
const FIXED_LENGTH: Record<Sip2Answer['code'], number> = {
  '94': 1,
  '98': 34, // 6 flags, timeout 3, retries 3, date 18, version 4
  '64': 59, // patron status 14, language 3, date 18, six counts of 4
  '24': 35, // patron status 14, language 3, date 18
  '36': 19, // end session 1, date 18
  '96': 0,
};

const TRAILER = /(?:AY(\d))?AZ([0-9A-Fa-f]{4})[\s\0]*$/;
const FIELD_CODE = /^[A-Z][A-Z0-9]/;

/**
 * Reads one answer (decoded text, without its terminator). The AY/AZ trailer is taken off and returned as it
 * was sent; its checksum is verified on the bytes, before decoding, by verifySip2Checksum.
 */
export function parseSip2Answer(text: string, separator: string): Sip2Answer {
  const code = text.slice(0, 2);
  if (!Object.hasOwn(FIXED_LENGTH, code)) throw new Sip2ParseError(`unexpected SIP2 message ${code}`);
  const answerCode = code as Sip2Answer['code'];
  const fixedLength = FIXED_LENGTH[answerCode];

  let rest = text.slice(2);
  let sequence: number | null = null;
  let checksum: string | null = null;
  const trailer = TRAILER.exec(rest);
  if (trailer && trailer.index >= fixedLength) {
    sequence = trailer[1] === undefined ? null : Number(trailer[1]);
    checksum = trailer[2]!.toUpperCase();
    rest = rest.slice(0, trailer.index);
  } else {
    // Some systems send AY without error detection (and no AZ).
    const bare = /AY(\d)[\s\0]*$/.exec(rest);
    if (bare && bare.index >= fixedLength) {
      sequence = Number(bare[1]);
      rest = rest.slice(0, bare.index);
    }
  }
  if (rest.length < fixedLength) throw new Sip2ParseError(`SIP2 message ${code} is too short`);
  const fixed = rest.slice(0, fixedLength);
  const base = { fields: readFields(rest.slice(fixedLength), separator), sequence, checksum };

  switch (answerCode) {
    case '94':
      return { code: answerCode, ok: fixed === '1', ...base };
    case '98':
      return {
        code: answerCode,
        online: fixed[0] === 'Y',
        protocolVersion: fixed.slice(30, 34),
        institutionId: first(base.fields, 'AO'),
        screenMessages: [...(base.fields.AF ?? [])].filter((m) => m !== ''),
        ...base,
      };
    case '36':
      return { code: answerCode, ended: fixed[0] === 'Y', ...base };
    case '96':
      return { code: answerCode, ...base };
    case '64':
    case '24':
      return patronAnswer(answerCode, fixed, base);
  }
}

/**
 * The variable fields: each a two-character code and a value, ended by the separator. A piece that does not
 * begin with a field code continues the previous value (a separator inside a value, e.g. in an e-mail address),
 * as systems do not escape it.
 */
function readFields(variable: string, separator: string): Sip2Fields {
  const result: Record<string, string[]> = {};
  const pieces = variable.split(separator);
  // The separator that ends the last field leaves an empty piece behind it.
  if (pieces.at(-1) === '') pieces.pop();
  let last: { code: string; index: number } | null = null;
  for (const piece of pieces) {
    if (FIELD_CODE.test(piece)) {
      const code = piece.slice(0, 2);
      const values = (result[code] ??= []);
      values.push(piece.slice(2));
      last = { code, index: values.length - 1 };
    } else if (last) {
      result[last.code]![last.index] += separator + piece;
    } else if (piece !== '') {
      throw new Sip2ParseError('SIP2 variable fields do not start with a field code');
    }
  }
  return result;
}

function first(fields: Sip2Fields, code: string): string | null {
  return fields[code]?.[0] ?? null;
}

function yesNo(value: string | null): boolean | null {
  if (value === null) return null;
  const flag = value.trim().toUpperCase();
  if (flag === 'Y') return true;
  if (flag === 'N') return false;
  return null;
}

/** An amount as systems write it: "9.25", "0", "15.00", "SEK 12,50", "-3.00" (a credit). */
export function parseSip2Amount(value: string | null): number | null {
  if (value === null) return null;
  let digits = value.replace(/[^\d.,-]/g, '');
  if (digits.includes('.') && digits.includes(',')) digits = digits.replace(/,/g, '');
  digits = digits.replace(',', '.');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(digits)) return null;
  return Number(digits);
}

function parseCount(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

/**
 * A date as systems send it: the 18-character SIP2 form "YYYYMMDDZZZZHHMMSS" (any time zone positions),
 * "YYYYMMDD" (Evergreen PA/PB) or "YYYY-MM-DD". Anything else (an empty field, Polaris' PA branch number) is null.
 */
export function parseSip2Date(value: string | null): Sip2Date | null {
  if (value === null) return null;
  const text = value.trim();
  const match = /^(\d{4})-?(\d{2})-?(\d{2})(?:.{4}(\d{2})(\d{2})(\d{2}))?$/.exec(text);
  if (!match || (match[4] === undefined && text.length !== 8 && text.length !== 10)) return null;
  const [, year, month, day, hours, minutes, seconds] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const valid = new Date(Date.UTC(y, m - 1, d));
  if (valid.getUTCFullYear() !== y || valid.getUTCMonth() !== m - 1 || valid.getUTCDate() !== d) return null;
  return {
    date: `${year}-${month}-${day}`,
    time: hours === undefined ? null : `${hours}:${minutes}:${seconds}`,
  };
}

function firstDate(fields: Sip2Fields, codes: readonly string[]): string | null {
  for (const code of codes) {
    for (const value of fields[code] ?? []) {
      const date = parseSip2Date(value);
      if (date) return date.date;
    }
  }
  return null;
}

export function parseSip2PatronStatus(field: string): Sip2PatronStatus {
  return Object.fromEntries(
    SIP2_PATRON_STATUS_FLAGS.map((flag, i) => [flag, field[i] === 'Y']),
  ) as Sip2PatronStatus;
}

function patronAnswer(
  code: '64' | '24',
  fixed: string,
  base: Pick<Sip2AnswerBase, 'fields' | 'sequence' | 'checksum'>,
): Sip2PatronAnswer {
  const { fields: f } = base;
  const patronIdentifier = first(f, 'AA');
  if (patronIdentifier === null) throw new Sip2ParseError(`SIP2 message ${code} without a patron identifier`);
  return {
    code,
    patronStatus: parseSip2PatronStatus(fixed.slice(0, 14)),
    language: fixed.slice(14, 17),
    transactionDate: parseSip2Date(fixed.slice(17, 35)),
    institutionId: first(f, 'AO'),
    patronIdentifier: patronIdentifier.trim(),
    personalName: first(f, 'AE'),
    validPatron: yesNo(first(f, 'BL')),
    validPatronPassword: yesNo(first(f, 'CQ')),
    currency: first(f, 'BH'),
    feeAmount: parseSip2Amount(first(f, 'BV')),
    feeLimit: parseSip2Amount(first(f, 'CC')),
    holdItemsLimit: parseCount(first(f, 'BZ')),
    overdueItemsLimit: parseCount(first(f, 'CA')),
    chargedItemsLimit: parseCount(first(f, 'CB')),
    birthDate: firstDate(f, ['PB', 'BC']),
    expiryDate: firstDate(f, ['PX', 'PA', 'PE']),
    screenMessages: [...(f.AF ?? [])].filter((m) => m !== ''),
    ...base,
  };
}
