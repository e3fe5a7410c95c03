import { z } from 'zod';
import { Id, Language, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import * as librarianRoutes from './routes-librarian';
import { accountRules, RAW_MAX_LENGTH } from './user';
import { LIBRARIAN_INVITE_LIFETIME_SECONDS, PASSWORD_RESET_TOKEN_LIFETIME_SECONDS } from './values';

/*
 * Librarian accounts run by operators (issue 26, docs/decisions/035): several librarians per library, invited by
 * e-mail with a one-time link to choose a password, resent, deactivated; and the librarians' own "forgot
 * password", which works like the customers'.
 */

/** invited: no password chosen yet; active: can log in; deactivated: cannot log in and has no session. */
export const LibrarianStatus = z.enum(['invited', 'active', 'deactivated']);
export type LibrarianStatus = z.infer<typeof LibrarianStatus>;

export const ManagedLibrarian = z.object({
  librarian_id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  library_id: z.number().int(),
  status: LibrarianStatus,
  /** When the newest unused invitation link stops working; null once there is none (used, ended or never sent). */
  invite_expires_at: Timestamp.nullable(),
  /** When the librarian last logged in to the librarian portal; null until the first login. */
  last_login_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type ManagedLibrarian = z.infer<typeof ManagedLibrarian>;

const LibrarianEmail = z.string().trim().max(accountRules.emailMaxLength).pipe(z.email());

/** A one-time token from a mailed link (256 random bits, base64url). */
export const LinkToken = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a token from the link' });

const INVITE_NOTE =
  `The e-mail holds a link /{language}/lib/set-password/{token} valid ${LIBRARIAN_INVITE_LIFETIME_SECONDS / 3600} h ` +
  'and usable once (only its SHA-256 is stored); an earlier invitation link of the librarian stops working.';

export const getLibrarians = defineEndpoint({
  ...routes.getLibrarians,
  roles: ['admin', 'support'],
  tag: 'operator',
  summary: 'List librarian accounts',
  description:
    'Designed by us (issue 26). Every librarian, or those of library_id, by library and username, with status ' +
    'invited (no password chosen yet), active or deactivated, and when each last logged in to the librarian ' +
    'portal (last_login_at, null until the first login).',
  request: z.object({
    library_id: z.preprocess((v) => (v === '' ? undefined : v), Id.optional()),
  }),
  response: z.object({ librarians: z.array(ManagedLibrarian) }),
});

export const inviteLibrarian = defineEndpoint({
  ...routes.inviteLibrarian,
  roles: ['admin'],
  tag: 'operator',
  summary: 'Invite a librarian',
  description:
    'Designed by us (issue 26). Creates a librarian of library_id (LIBRARY_NOT_FOUND) with username (the ' +
    'register rule: INVALID_USERNAME; taken, ignoring case: EXISTING_USER) and e-mail, and mails an invitation ' +
    `in language (default the library country's). ${INVITE_NOTE} Recorded in the audit log.`,
  errors: ['LIBRARY_NOT_FOUND', 'INVALID_USERNAME', 'EXISTING_USER'],
  request: z.object({
    library_id: Id,
    username: z.string().trim().min(1).max(RAW_MAX_LENGTH),
    email: LibrarianEmail,
    language: z.preprocess((v) => (v === '' ? undefined : v), Language.optional()),
  }),
  response: z.object({ success: z.literal(true), librarian: ManagedLibrarian }),
});

export const resendLibrarianInvite = defineEndpoint({
  ...routes.resendLibrarianInvite,
  roles: ['admin', 'support'],
  tag: 'operator',
  summary: "Send a librarian's invitation again",
  description:
    'Designed by us (issue 26). A new invitation to a librarian who has not chosen a password yet (else ' +
    `FORBIDDEN; unknown: NOT_FOUND). ${INVITE_NOTE} Recorded in the audit log.`,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
  request: z.object({
    librarian_id: Id,
    language: z.preprocess((v) => (v === '' ? undefined : v), Language.optional()),
  }),
  response: z.object({ success: z.literal(true), librarian: ManagedLibrarian }),
});

export const deactivateLibrarian = defineEndpoint({
  ...routes.deactivateLibrarian,
  roles: ['admin'],
  tag: 'operator',
  summary: 'Deactivate a librarian',
  description:
    'Designed by us (issue 26). The librarian cannot log in any more, their links stop working and every ' +
    'session of theirs ends at once, on every server process. Unknown: NOT_FOUND. Recorded in the audit log.',
  errors: ['NOT_FOUND'],
  request: z.object({ librarian_id: Id }),
  response: z.object({ success: z.literal(true), librarian: ManagedLibrarian }),
});

export const setLibrarianPassword = defineEndpoint({
  ...librarianRoutes.setLibrarianPassword,
  tag: 'librarian',
  summary: "Choose a librarian's password from a mailed link",
  description:
    'Designed by us (issue 26). Needs a librarian-portal session. token is from an invitation or a reset link ' +
    '(/{language}/lib/set-password/{token}); it must be unused, unexpired and of an active librarian ' +
    '(INVALID_RESET_TOKEN otherwise). new_password follows the register rule (INVALID_PASSWORD). Every link ' +
    'and session of the librarian ends; the librarian then logs in with the new password.',
  errors: ['INVALID_RESET_TOKEN', 'INVALID_PASSWORD'],
  request: z.object({
    token: LinkToken,
    new_password: z.string().min(1).max(RAW_MAX_LENGTH),
  }),
  response: z.object({ success: z.literal(true), username: z.string() }),
});

export const recoverLibrarianPassword = defineEndpoint({
  ...librarianRoutes.recoverLibrarianPassword,
  tag: 'librarian',
  summary: "Send a librarian's password reset link",
  description:
    'Designed by us (issue 26). Needs a librarian-portal session. When an active librarian has this e-mail, ' +
    `sends a reset link in language (valid ${PASSWORD_RESET_TOKEN_LIFETIME_SECONDS} s, single use). Answers ` +
    'success either way, so the call cannot tell which addresses have accounts. Rate limited per client.',
  request: z.object({ email: LibrarianEmail, language: Language }),
  response: z.object({ success: z.literal(true) }),
});
