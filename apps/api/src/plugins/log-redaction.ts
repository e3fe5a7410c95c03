import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * A field whose value is a secret by its name's meaning, whatever route it came to: passwords (password,
 * new_password, old_password …), PINs, tokens (csrf, reset, stream, eHub access), secrets, API keys (SUSHI's
 * api_key), session ids, bearer credentials and one-time codes; card numbers too, as they identify a patron.
 */
const SECRET_FIELD =
  /passw|pin|token|secret|session_?id|csrf|ehub_access|card_number|api_?key|authoriz|bearer|credential|totp|recovery_?code|otpauth/i;

export const isSecretField = (name: string): boolean => SECRET_FIELD.test(name);

/**
 * Between two path segments as some server or proxy may read them: slashes and backslashes, encoded or not,
 * repeated, with dot segments between them.
 */
const SEP = String.raw`(?:[/\\]|%2f|%5c)(?:(?:\.|%2e){0,2}(?:[/\\]|%2f|%5c))*`;
/** The end of a secret inside a path: a separator, the query, the fragment, or the end of the text. */
const SEGMENT = String.raw`[^/\\?#%\s"'<>]+`;

/**
 * The places a secret sits in a path, found by the words before it rather than by one exact route, so that a
 * path a little off (`/api/marc//feed/…`, `/api//media/…`, `/API/Marc/Feed/…`, an encoded slash) and answered
 * 404 keeps its secret out of the log just the same:
 * - the MARC feed's token, all of what follows `marc/feed/` (docs/decisions/062); the extension says which
 *   format was fetched;
 * - the stream token of `/api/media/<token>/…` (docs/decisions/010);
 * - the one-time token of the pages that choose a password: `settings/change-password/<token>` (a customer's
 *   reset link), `lib/set-password/<token>` and `admin/set-password/<token>` (a librarian's or an operator's
 *   invitation or reset link, docs/decisions/035, 045).
 */
const SECRET_IN_PATH: [RegExp, string][] = [
  [
    new RegExp(String.raw`(\bmarc${SEP}feed${SEP})[^?#\s"'<>]*?(\.(?:mrc|xml))?(?=$|[?#\s"'<>])`, 'gi'),
    `$1${REDACTED}$2`,
  ],
  [new RegExp(String.raw`(\bapi${SEP}media${SEP})${SEGMENT}`, 'gi'), `$1${REDACTED}`],
  [new RegExp(String.raw`(\b(?:change|set)-password${SEP})${SEGMENT}`, 'gi'), `$1${REDACTED}`],
];

/**
 * Secrets known by their own shape, wherever they are: an API token (`fhy_…`, docs/decisions/050); a stream or
 * viewing token (base64url JSON, a dot, a base64url HMAC); and any run of 32 or more base64url characters
 * mixing capitals and small letters, which is how every random token of the app looks (24 to 32 random bytes in
 * base64url: MARC feed tokens, reset and invitation links, session ids, SUSHI API keys). The app's own names
 * (snake_case, kebab-case, at most 30 characters), numbers, UUIDs and hexadecimal ids are left alone.
 */
function redactTokenShapes(text: string): string {
  return text
    .replace(/\bfhy_[A-Za-z0-9_-]+/g, `fhy_${REDACTED}`)
    .replace(/[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g, REDACTED)
    .replace(/[A-Za-z0-9_-]{32,}/g, (run) => (/[A-Z]/.test(run) && /[a-z]/.test(run) ? REDACTED : run));
}

/** A text with every secret in a path (SECRET_IN_PATH) and every secret of a known shape replaced. */
export function redactSecretsInText(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of SECRET_IN_PATH) redacted = redacted.replace(pattern, replacement);
  return redactTokenShapes(redacted);
}

/** The text as a server would finally read it: percent-decoded until nothing is left to decode (at most 3 times). */
function decoded(text: string): string {
  let result = text;
  for (let round = 0; round < 3 && result.includes('%'); round++) {
    try {
      result = decodeURIComponent(result);
    } catch {
      break;
    }
  }
  return result;
}

/**
 * Part of a URL with its secrets replaced. Judged as written and as decoded: when decoding uncovers a secret
 * (`m%61rc/feed/…`, an encoded token), the decoded text is logged with it replaced, else the text as written.
 */
function redactUrlPart(part: string): string {
  const asWritten = redactSecretsInText(part);
  const plain = decoded(part.replace(/\+/g, ' '));
  if (plain === part) return asWritten;
  const asDecoded = redactSecretsInText(plain);
  return asDecoded === plain ? asWritten : asDecoded;
}

/**
 * A query string with the value of every secret field replaced (names and order kept), and any secret of a
 * known shape in the other values too.
 */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      const name = decoded(rawName.replace(/\+/g, ' '));
      if (equals !== -1 && isSecretField(name)) return `${rawName}=${REDACTED}`;
      return equals === -1
        ? redactUrlPart(pair)
        : `${redactUrlPart(rawName)}=${redactUrlPart(pair.slice(equals + 1))}`;
    })
    .join('&');
}

/**
 * Removes secrets from a URL before it is logged, by where they sit in a path (SECRET_IN_PATH) and by their
 * shape, in the path and in every query value, plus the value of every query field named like a secret
 * (isSecretField). The fragment never reaches a server; should one be sent, it is left out.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const path = redactUrlPart(question === -1 ? withoutHash : withoutHash.slice(0, question));
  return question === -1 ? path : `${path}?${redactQuery(withoutHash.slice(question + 1))}`;
}

/** A copy of a logged object with every secret-named field's value replaced, at any depth. */
export function redactFields(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSecretField(key) ? REDACTED : redactFields(item, depth + 1),
    ]),
  );
}

/**
 * An error's message or stack without the SQL parameters a failed query carries (Drizzle puts them after
 * "params:"), without the values PostgreSQL quotes in its detail ("Key (card_number)=(…)"), without any API
 * token (fhy_…, docs/decisions/050) and without a secret in a path it quotes (SECRET_IN_PATH). The wider token
 * shapes of URLs are not applied: a stack's long function names would match them.
 */
export function redactErrorText(text: string): string {
  return redactMessage(
    text.replace(/\bparams:[^\n]*/g, `params: ${REDACTED}`).replace(/=\([^)\n]*\)/g, `=(${REDACTED})`),
  );
}

/** A log message (or error text) without an API token or a secret in a path it quotes. */
function redactMessage(text: string): string {
  let redacted = text.replace(/\bfhy_[A-Za-z0-9_-]+/g, `fhy_${REDACTED}`);
  for (const [pattern, replacement] of SECRET_IN_PATH) redacted = redacted.replace(pattern, replacement);
  return redacted;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
}

/** The error serializer: type, message, stack and code, redacted; the cause likewise (never pg's detail). */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: redactErrorText(String(error)), stack: '' };
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: redactErrorText(error.message),
    stack: redactErrorText(error.stack ?? ''),
  };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** Pino serializers of every log line the app writes: requests, errors and any object carrying fields. */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    remoteAddress: req.ip,
  }),
  err: (error: unknown) => serializeError(error),
  fields: (fields: unknown) => redactFields(fields),
};

/**
 * Pino's hook on every log call: text arguments (the message, and a library's own "Route GET:/… not found" or
 * "Reply was already sent … in the "/…" route" lines, which quote the raw URL) lose the secrets of their paths
 * like errors do. Objects go through the serializers above.
 */
export const logHooks = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
    method.apply(
      this,
      args.map((arg) => (typeof arg === 'string' ? redactMessage(arg) : arg)),
    );
  },
};
