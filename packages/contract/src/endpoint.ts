import { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * Who may call an endpoint: anyone with a portal session; a logged-in customer; a logged-in librarian.
 * `none` is for the two calls that start or renew a session.
 */
export type Access = 'none' | 'session' | 'user' | 'librarian';

export interface Endpoint<
  Method extends 'GET' | 'POST' = 'GET' | 'POST',
  Request extends z.ZodObject = z.ZodObject,
  Response extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Path under /api, as the web client calls it. */
  path: string;
  /** API area for the documentation (library, customer, user, librarian, ...). */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
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

/** The request as it crosses the wire: the endpoint's own fields plus the session fields. */
export function wireRequest(endpoint: Endpoint): z.ZodObject {
  if (endpoint.access === 'none' && endpoint.method === 'POST') return endpoint.request;
  const session = endpoint.method === 'GET' ? SessionQuery : SessionBody;
  return endpoint.request.extend(session.partial().shape);
}
