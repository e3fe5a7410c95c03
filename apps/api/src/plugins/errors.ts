import fp from 'fastify-plugin';
import { redactErrorText } from './log-redaction';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorCode, type ErrorResponse } from '@filmhyllan/contract';
import { AppError } from '../lib/app-error';

/** English texts used when the translation table has no entry (or is not loaded yet). */
const fallbackMessages: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'Some of the information sent is missing or not valid.',
  SESSION_REQUIRED: 'A session is required. Reload the page.',
  SESSION_INVALID: 'Your session has expired. Reload the page.',
  CSRF_INVALID: 'The security token is missing or out of date. Reload the page.',
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'Method not allowed.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request as a form (application/x-www-form-urlencoded).',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  INVALID_JSON: 'The request body is not valid.',
  RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  UNAUTHORIZED: 'The access token is missing or wrong.',
};

export type TranslateError = (code: ErrorCode, lang: string | undefined) => string | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    translateError: TranslateError;
  }
}

/** Maps framework errors (bad body, wrong content type, ...) to one of our codes. */
interface Classified {
  code: ErrorCode;
  fields?: Record<string, string> | undefined;
  details?: Record<string, unknown> | undefined;
}

function classify(error: FastifyError): Classified {
  if (error instanceof AppError) return { code: error.code, fields: error.fields, details: error.details };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').split('/')[0] ||
        String(issue.params?.['missingProperty'] ?? '');
      if (field && !fields[field]) fields[field] = issue.message ?? 'invalid';
    }
    return { code: 'VALIDATION_FAILED', fields };
  }
  switch (error.code) {
    // Load shed by @fastify/under-pressure (plugins/load-shedding), which has set Retry-After.
    case 'FST_UNDER_PRESSURE':
      return { code: 'SERVICE_UNAVAILABLE' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'INVALID_JSON' };
    case 'FST_ERR_VALIDATION':
      return { code: 'VALIDATION_FAILED' };
  }
  if (error.statusCode === 429) return { code: 'RATE_LIMITED' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return { code: 'VALIDATION_FAILED' };
  return { code: 'INTERNAL_ERROR' };
}

export function errorBody(
  translate: TranslateError,
  code: ErrorCode,
  lang: string | undefined,
  extra: { fields?: Record<string, string> | undefined; details?: Record<string, unknown> | undefined } = {},
): ErrorResponse {
  const message = translate(code, lang) ?? fallbackMessages[code] ?? code;
  const { fields, details } = extra;
  return {
    success: false,
    error: {
      code,
      message,
      ...(fields && Object.keys(fields).length ? { fields } : {}),
      ...(details ? { details } : {}),
    },
  };
}

export const requestLanguage = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-app-language'];
  return typeof header === 'string' ? header.slice(0, 5).toLowerCase() : undefined;
};

/** The error code each refused or failed answer was sent with (the loan metrics count by it). */
const sentCodes = new WeakMap<FastifyReply, ErrorCode>();
export const errorCodeOf = (reply: FastifyReply): ErrorCode | undefined => sentCodes.get(reply);

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  extra: { fields?: Record<string, string> | undefined; details?: Record<string, unknown> | undefined } = {},
): FastifyReply {
  sentCodes.set(reply, code);
  return reply
    .code(errorCodes[code])
    .type('application/json; charset=utf-8')
    .send(errorBody(request.server.translateError, code, requestLanguage(request), extra));
}

/**
 * One error shape for the whole API: `{success:false, error:{code, message}}`. Refusals keep their 4xx status;
 * anything unexpected becomes INTERNAL_ERROR (500) without internals, and is logged.
 */
export const errorsPlugin = fp(async (app) => {
  app.decorate<TranslateError>('translateError', () => undefined);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { code, fields, details } = classify(error);
    const status = errorCodes[code];
    // A shed request is one line of the request log (503), not an error with a stack: there are many at once.
    const shed = error.code === 'FST_UNDER_PRESSURE';
    if (status >= 500 && !shed) {
      request.log.error({ err: isResponseSerializationError(error) ? error.cause : error }, 'request failed');
    } else if (!(error instanceof AppError) && !shed) {
      request.log.info({ code, reason: redactErrorText(error.message) }, 'request refused');
    }
    // A refusal that knows when it ends (a guessing limit, a locked card) says so; the per-client limiter
    // sets its own header.
    const wait = details?.['retry_after_seconds'];
    if (status === 429 && typeof wait === 'number') reply.header('Retry-After', String(wait));
    else if (code === 'RATE_LIMITED' && !reply.hasHeader('Retry-After')) reply.header('Retry-After', '60');
    return sendError(request, reply, code, { fields, details });
  });
});
