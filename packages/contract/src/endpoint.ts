import { z } from 'zod';
import type { ErrorCode } from './error-codes';

/**
 * Who may call an endpoint: anyone with a portal session; a logged-in customer; a logged-in librarian; a
 * logged-in operator (of the roles in `roles`, when the endpoint names them). `none` is for the two calls that
 * start or renew a session.
 */
export type Access = 'none' | 'session' | 'user' | 'librarian' | 'operator';

/** What an operator may do: `admin` everything, `editor` catalogue and site, `support` read and resend invites. */
export const OPERATOR_ROLES = ['admin', 'editor', 'support'] as const;

/**
 * What an operator's personal API token may reach (docs/decisions/050): `uploads` the tus endpoint
 * (/api/operator/uploads), `catalogue` every endpoint that declares `tokenScope: 'catalogue'` (titles, jobs, the
 * import). A token made without scopes has both.
 */
export const API_TOKEN_SCOPES = ['uploads', 'catalogue'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export interface Endpoint<
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Request extends z.ZodObject = z.ZodObject,
  Response extends z.ZodType = z.ZodType,
> {
  /** The export name, as in routes.ts, where method, path and access are written once for server and client. */
  name: string;
  method: Method;
  /** Path under /api, as the web client calls it. */
  path: string;
  /** API area for the documentation (library, customer, user, librarian, ...). */
  tag: string;
  summary: string;
  description?: string;
  /**
   * `revalidate`: a GET answer that seldom changes (translations and configuration change only with a deploy or
   * an edit), so the browser may keep it and ask again with If-None-Match: it carries a weak ETag of its body and
   * `Cache-Control: private, no-cache`, and an unchanged answer comes back as an empty 304. The tag is of the
   * body, so an answer that also follows the session (child mode, favourites) stays right. Left out, the answer
   * is never stored (`no-store`).
   */
  cache?: 'revalidate';
  access: Access;
  /**
   * Access `operator` only: the roles that may call the endpoint (any other is FORBIDDEN). Left out, every
   * operator may. Checked on the server by the session plugin, from this declaration.
   */
  roles?: readonly (typeof OPERATOR_ROLES)[number][];
  /**
   * Access `operator` only: the endpoint may also be called with `Authorization: Bearer <API token>` of a token
   * holding this scope, instead of a session (docs/decisions/050). The token's operator must be active and hold
   * one of `roles`; no session fields and no CSRF token then (no cookie is involved). Left out, a bearer token is
   * refused (FORBIDDEN). Checked by the session plugin, from this declaration: an endpoint of the catalogue only
   * says `tokenScope: 'catalogue'`.
   */
  tokenScope?: ApiTokenScope;
  /**
   * The business errors this call answers, besides the ones any call can (VALIDATION_FAILED, the session
   * and CSRF codes, LOGIN_REQUIRED or FORBIDDEN by access, RATE_LIMITED, INTERNAL_ERROR).
   */
  errors?: readonly ErrorCode[];
  /** GET: the query string; POST: the form-encoded body. Session fields are added by `wireRequest`. */
  request: Request;
  response: Response;
}

export const defineEndpoint = <
  Method extends 'GET' | 'POST',
  Request extends z.ZodObject,
  Response extends z.ZodType,
>(
  endpoint: Endpoint<Method, Request, Response>,
): Endpoint<Method, Request, Response> => endpoint;

/** The session fields every call carries (spec section 6). */
export const SessionQuery = z.object({
  portal_sessionid: z.string().min(1).max(128).describe('Session id from init_portal_session'),
});
export const SessionBody = SessionQuery.extend({
  portal_csrftoken: z.string().min(1).max(128).describe('CSRF token of the session'),
});

/** The message of a text field refused for holding U+0000. */
export const NUL_MESSAGE = 'must not contain NUL characters';

/** Every path (within `value`) at which a string holds U+0000: objects and lists are searched too. */
export function nulPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return value.includes('\0') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulPaths(item, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => nulPaths(item, [...path, key]));
  }
  return [];
}

/**
 * The request as it crosses the wire: the endpoint's own fields plus the session fields.
 *
 * No text field of any call may hold U+0000 (VALIDATION_FAILED on that field): PostgreSQL cannot store it in
 * text, so it would otherwise fail deep in a handler, and no person types it. Checked here, once for every
 * endpoint, on the parsed values (a value that is dropped or turned into a number cannot carry one further).
 */
export function wireRequest(endpoint: Endpoint): z.ZodObject {
  const session = endpoint.method === 'GET' ? SessionQuery : SessionBody;
  const fields =
    endpoint.access === 'none' && endpoint.method === 'POST'
      ? endpoint.request
      : endpoint.request.extend(session.partial().shape);
  return fields.superRefine((value, ctx) => {
    for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE });
  });
}

/**
 * The answer as it crosses the wire: every successful call's JSON answer carries `success: true` (as errors carry
 * `success: false`), ahead of the endpoint's own fields; an endpoint whose response already declares it, or that
 * answers a file, is left as it is.
 */
export function wireResponse(endpoint: Endpoint): z.ZodType {
  const response = endpoint.response;
  if (!(response instanceof z.ZodObject) || 'success' in response.shape) return response;
  return z.object({ success: z.literal(true) }).extend(response.shape);
}
