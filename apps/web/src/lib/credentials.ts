import { login, librarianLogin } from '@filmhyllan/contract';
import type { z } from 'zod';
import { isApiError } from './api-client';
import { formErrorKey } from './form-errors';

/**
 * The username and password forms of both portals (the customer login modal and the librarian login page),
 * checked with the contract's own login requests: both fields must be filled in, the username is trimmed (as
 * the server reads it) and the password is taken exactly as typed. Everything else — a wrong username or
 * password — only the server knows.
 */
export const customerCredentials = login.request.pick({ username: true, password: true });
export const librarianCredentials = librarianLogin.request.pick({ username: true, password: true });

/** What the form holds while it is typed in. */
export type CredentialsInput = z.input<typeof customerCredentials>;
/** What a login call is sent: the same for both portals. */
export type Credentials = z.output<typeof customerCredentials>;

/** A credentials schema of either portal. */
export type CredentialsSchema = z.ZodType<Credentials, CredentialsInput>;

/** The order of the fields in the form: the first one to fix gets the focus. */
export const credentialFields = ['username', 'password'] as const satisfies readonly (keyof Credentials)[];

/**
 * What a refused login says: the server's code as usual, except that too many failed logins for the account
 * (RATE_LIMITED with retry_after_seconds) say how many minutes to wait.
 */
export function loginFailureMessage(error: unknown): { key: string; values?: { minutes: number } } {
  const retryAfter =
    isApiError(error) && error.code === 'RATE_LIMITED' ? error.details?.retry_after_seconds : undefined;
  if (typeof retryAfter === 'number' && retryAfter > 0) {
    return { key: 'login_too_many_attempts', values: { minutes: Math.ceil(retryAfter / 60) } };
  }
  return { key: formErrorKey(error) };
}
