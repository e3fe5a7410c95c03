import type { z } from 'zod';
import { librarianLogin, login } from '@filmhyllan/contract';

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
