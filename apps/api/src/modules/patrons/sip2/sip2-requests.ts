/**
 * The SIP2 requests this client sends, as text: 93 login, 99 SC status, 63 patron information, 23 patron status,
 * 35 end patron session (3M Standard Interchange Protocol 2.00). AY/AZ and the terminator are added by
 * frameSip2Request (sip2-wire.ts).
 */

/** A value that cannot travel in a SIP2 field: it holds the field separator or a line end. */
export class Sip2FieldValueError extends Error {
  constructor(readonly field: string) {
    super(`a SIP2 ${field} field cannot hold the field separator, CR or LF`);
    this.name = 'Sip2FieldValueError';
  }
}

/** Whether `value` can be sent in a field with this separator (a PIN with "|" cannot, over "|"). */
export function isSip2SafeValue(value: string, separator: string): boolean {
  return !value.includes(separator) && !/[\r\n]/.test(value);
}

export interface Sip2RequestFormat {
  separator: string;
  /** The transaction date sent (local time, as SIP2 asks when the time zone positions are blank). */
  now: Date;
}

/** "YYYYMMDD    HHMMSS": blank time zone positions, which SIP2 defines as the local time. */
export function formatSip2DateTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}    ` +
    `${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`
  );
}

/** Variable fields, each ended by the separator as SIP2 writes them. */
function fields(
  separator: string,
  entries: ReadonlyArray<readonly [code: string, value: string, name: string]>,
) {
  return entries
    .map(([code, value, name]) => {
      if (!isSip2SafeValue(value, separator)) throw new Sip2FieldValueError(name);
      return `${code}${value}${separator}`;
    })
    .join('');
}

/** Language "000": unknown. The language only chooses the wording of screen messages, which we do not show. */
const LANGUAGE = '000';

/** 93: login. UID and password algorithms 0 (not encrypted); CP only when a location code is configured. */
export function loginRequest(
  format: Pick<Sip2RequestFormat, 'separator'>,
  login: { user: string; password: string; locationCode?: string | undefined },
): string {
  const entries: Array<readonly [string, string, string]> = [
    ['CN', login.user, 'login user'],
    ['CO', login.password, 'login password'],
  ];
  if (login.locationCode !== undefined && login.locationCode !== '') {
    entries.push(['CP', login.locationCode, 'location code']);
  }
  return `9300${fields(format.separator, entries)}`;
}

/** 99: SC status. Status 0 (ready), print width 030, protocol version 2.00. */
export function scStatusRequest(): string {
  return '9900302.00';
}

export interface Sip2PatronQuery {
  institutionId: string;
  cardNumber: string;
  pin: string;
}

function patronFields(format: Sip2RequestFormat, query: Sip2PatronQuery): string {
  return fields(format.separator, [
    ['AO', query.institutionId, 'institution id'],
    ['AA', query.cardNumber, 'patron identifier'],
    ['AC', '', 'terminal password'],
    ['AD', query.pin, 'patron password'],
  ]);
}

/** 63: patron information, with a blank summary (no item lists asked for). */
export function patronInformationRequest(format: Sip2RequestFormat, query: Sip2PatronQuery): string {
  return `63${LANGUAGE}${formatSip2DateTime(format.now)}${' '.repeat(10)}${patronFields(format, query)}`;
}

/** 23: patron status. */
export function patronStatusRequest(format: Sip2RequestFormat, query: Sip2PatronQuery): string {
  return `23${LANGUAGE}${formatSip2DateTime(format.now)}${patronFields(format, query)}`;
}

/** 35: end patron session. Without the PIN: the system needs only the card to close its session. */
export function endPatronSessionRequest(
  format: Sip2RequestFormat,
  query: Pick<Sip2PatronQuery, 'institutionId' | 'cardNumber'>,
): string {
  return `35${formatSip2DateTime(format.now)}${fields(format.separator, [
    ['AO', query.institutionId, 'institution id'],
    ['AA', query.cardNumber, 'patron identifier'],
  ])}`;
}
