/**
 * Makes a SIP2 message fit for a log line. Secrets are never logged: the patron's PIN (AD), the login password
 * (CO) and the terminal password (AC). Neither are the patron's identity and personal data: card number (AA),
 * name (AE), address (BD), e-mail (BE), phone (BF) and birth date (PB, Polaris BC). Each becomes "***"; the
 * rest (message code, fixed fields, BL/CQ, amounts, AY/AZ) stays, which is what one needs to see why an
 * exchange failed.
 */

const REDACTED_FIELDS = new Set(['AD', 'CO', 'AC', 'AA', 'AE', 'BD', 'BE', 'BF', 'PB', 'BC']);

/** Length of the fixed part after the two-digit code, for the messages this client sends and reads. */
const FIXED_LENGTH: Record<string, number> = {
  '93': 2,
  '94': 1,
  '99': 8,
  '98': 34,
  '63': 31,
  '64': 59,
  '23': 21,
  '24': 35,
  '35': 18,
  '36': 19,
  '96': 0,
};

const TRAILER = /(?:AY\d)?AZ[0-9A-Fa-f]{4}[\s\0]*$|AY\d[\s\0]*$/;
const FIELD_CODE = /^[A-Z][A-Z0-9]/;
const HIDDEN_FIELD_INSIDE = new RegExp(`[^\\w\\s.,:;'()-](?:${[...REDACTED_FIELDS].join('|')})`);

export function redactSip2(message: string, separator = '|'): string {
  const text = message.replace(/[\r\n]+$/, '');
  const code = text.slice(0, 2);
  const fixedLength = FIXED_LENGTH[code];
  // A message we cannot take apart may hold anything: only its code and size are shown.
  if (fixedLength === undefined || text.length < 2 + fixedLength) {
    return `${JSON.stringify(code)} [${text.length} characters not shown]`;
  }
  const head = text.slice(0, 2 + fixedLength);
  let variable = text.slice(2 + fixedLength);
  const trailer = TRAILER.exec(variable);
  const tail = trailer ? trailer[0] : '';
  if (trailer) variable = variable.slice(0, trailer.index);

  let redacting = false;
  const pieces = variable.split(separator).flatMap((piece) => {
    if (FIELD_CODE.test(piece)) {
      // A field that seems to hold further fields after some other separator is hidden whole.
      redacting = REDACTED_FIELDS.has(piece.slice(0, 2)) || HIDDEN_FIELD_INSIDE.test(piece.slice(2));
      return [redacting ? `${piece.slice(0, 2)}***` : piece];
    }
    // A piece without a field code continues the previous value (a separator inside it): it goes with it.
    return redacting && piece !== '' ? [] : [piece];
  });
  return head + pieces.join(separator) + tail;
}
