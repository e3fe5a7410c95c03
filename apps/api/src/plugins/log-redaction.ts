import type { FastifyRequest } from 'fastify';
import { redactResetToken } from '../modules/users/password-reset-mail';

const REDACTED = '[redacted]';

/**
 * A field whose value is a secret by its name's meaning, whatever route it came to: passwords (password,
 * new_password, old_password …), PINs, tokens (csrf, reset, stream, eHub access), secrets, API keys (SUSHI's
 * api_key) and session ids; card numbers too, as they identify a patron.
 */
const SECRET_FIELD = /passw|pin|token|secret|session_?id|csrf|ehub_access|card_number|api_?key/i;

export const isSecretField = (name: string): boolean => SECRET_FIELD.test(name);

/** A query string with the value of every secret field replaced (names and order kept, other values raw). */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A name that does not decode is judged as written.
      }
      return equals !== -1 && isSecretField(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * Removes secrets from a URL before it is logged: the stream token of media paths, the MARC feed's token, the
 * reset token of the change-password page, and the value of every query field named like a secret (isSecretField).
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const path = redactResetToken(
    (question === -1 ? withoutHash : withoutHash.slice(0, question))
      .replace(/^\/api\/media\/[^/?#]+/, `/api/media/${REDACTED}`)
      // The MARC feed's token (docs/decisions/062); the extension says which format was fetched.
      .replace(/^\/api\/marc\/feed\/.*?(\.(?:mrc|xml))?$/, `/api/marc/feed/${REDACTED}$1`),
  );
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
 * "params:"), without the values PostgreSQL quotes in its detail ("Key (card_number)=(…)"), and without any API
 * token (fhy_…, docs/decisions/050).
 */
export function redactErrorText(text: string): string {
  return text
    .replace(/\bparams:[^\n]*/g, `params: ${REDACTED}`)
    .replace(/=\([^)\n]*\)/g, `=(${REDACTED})`)
    .replace(/\bfhy_[A-Za-z0-9_-]+/g, `fhy_${REDACTED}`);
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
