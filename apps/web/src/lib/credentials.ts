import { errorMessageKey } from '@filmhyllan/contract';
import { isApiError } from './api-client';

/** The username and password forms of both portals: the customer login modal and the librarian login page. */

export interface Credentials {
  username: string;
  password: string;
}

export type CredentialField = keyof Credentials;
export type CredentialErrors = Partial<Record<CredentialField, 'required_field'>>;

/** The form's values: the username trimmed (as the server reads it), the password exactly as typed. */
export function readCredentials(form: HTMLFormElement): Credentials {
  const data = new FormData(form);
  return {
    username: String(data.get('username') ?? '').trim(),
    password: String(data.get('password') ?? ''),
  };
}

/**
 * The checks made before sending (the form has noValidate, spec section 5): both fields must be filled in.
 * Everything else — a wrong username or password — only the server knows.
 */
export function credentialErrors(credentials: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (credentials.username === '') errors.username = 'required_field';
  if (credentials.password === '') errors.password = 'required_field';
  return errors;
}

/** The first field to fix, in the order of the form. */
export const firstInvalidField = (errors: CredentialErrors): CredentialField | undefined =>
  errors.username ? 'username' : errors.password ? 'password' : undefined;

/**
 * The translation key of a failed login: WRONG_USERNAME_OR_PASSWORD (spec section 8) and every other server
 * code by its error_<code> key; no answer at all says to check the connection.
 */
export function loginErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'error_generic_body';
  if (error.code === 'NETWORK_ERROR') return 'error_network';
  if (error.code === 'INVALID_RESPONSE') return 'error_generic_body';
  return errorMessageKey(error.code);
}
