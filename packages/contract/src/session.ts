import { z } from 'zod';
import { FormBoolean } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import { User } from './user-entities';

export const Portal = z.enum(['customer', 'librarian', 'operator']);
export type Portal = z.infer<typeof Portal>;

export const Librarian = z.object({
  username: z.string(),
  library_id: z.number().int(),
});
export type Librarian = z.infer<typeof Librarian>;

/** Who the session belongs to: at most one of the two is set, by portal. */
export const LoginData = z.object({
  user: User.nullable(),
  librarian: Librarian.nullable(),
});
export type LoginData = z.infer<typeof LoginData>;

export const initPortalSession = defineEndpoint({
  ...routes.initPortalSession,
  tag: 'session',
  summary: 'Start a portal session',
  description:
    'Answers a new session id (at least 128 random bits) and CSRF token. Sessions end after the idle timeout ' +
    '(SESSION_IDLE_SECONDS, default 48 h) or the absolute timeout (SESSION_ABSOLUTE_SECONDS, default 1198800 s).',
  request: z.object({
    portal: Portal.default('customer'),
    /**
     * Our addition: 1 when the web app is built in child mode (genre 19 mandatory); every catalogue call of the
     * session then answers only children's titles. A logged-in user's profile setting children_mode does the same.
     */
    child_mode: FormBoolean.default(false),
  }),
  response: z.object({ success: z.literal(true), sessionid: z.string(), csrftoken: z.string() }),
});

export const renewPortalCsrftoken = defineEndpoint({
  ...routes.renewPortalCsrftoken,
  tag: 'session',
  summary: 'Renew the CSRF token of a session and read who is logged in',
  description:
    'The old token stops working. 401 when the session is unknown or expired. A child-mode build sends ' +
    'child_mode=1, which puts a session started elsewhere into child mode (never out of it).',
  request: z.object({
    /**
     * Our addition: the child-mode build re-asserts child mode whenever it takes over a session it finds in the
     * cookies (started, perhaps, by an ordinary build on the same site). 0 or absent changes nothing.
     */
    child_mode: FormBoolean.default(false),
  }),
  response: z.object({ success: z.literal(true), new_csrftoken: z.string(), login_data: LoginData }),
});
