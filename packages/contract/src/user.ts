import { z } from 'zod';
import { PASSWORD_RESET_TOKEN_LIFETIME_SECONDS } from './values';
import { CountryIso, DateOnly, emptyAsNull, FormBoolean, Language, UpperCountryIso } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import type { ErrorCode } from './error-codes';
import { SavedCardRef } from './saved-card';
import { User, UserProfile } from './user-entities';

/*
 * Customer accounts. The account rules below are business rules the server answers with precise codes
 * (spec section 5), so the request schemas accept raw text with only generous bounds (RAW_MAX_LENGTH);
 * the web form shows the same rules as hints and may check them early with registrationFieldErrors.
 */

/** Bound of free-text account fields in requests: anything longer is absurd and a validation error. */
export const RAW_MAX_LENGTH = 1000;

export const accountRules = {
  /** 3-30 characters: letters a-z (either case), digits, dot, underscore, hyphen. Unique ignoring case. */
  usernamePattern: /^[A-Za-z0-9._-]{3,30}$/,
  passwordMinLength: 10,
  passwordMaxLength: 200,
  nameMaxLength: 64,
  emailMaxLength: 254,
} as const;

const rawText = z.string().trim().max(RAW_MAX_LENGTH);
/** Passwords are taken as typed: never trimmed. */
const rawPassword = z.string().max(RAW_MAX_LENGTH);

const EmailFormat = z.email();

/** The account fields with a code of their own, and the codes each can answer. */
export const accountFieldCodes = {
  username: ['INVALID_USERNAME', 'EXISTING_USER'],
  email: ['INVALID_EMAIL', 'EXISTING_EMAIL'],
  password: ['INVALID_PASSWORD'],
  first_name: ['FIRSTNAME_TOO_LONG'],
  last_name: ['LASTNAME_TOO_LONG'],
} as const satisfies Record<string, readonly ErrorCode[]>;
export type AccountField = keyof typeof accountFieldCodes;
export type AccountFieldErrors = Partial<{ [F in AccountField]: (typeof accountFieldCodes)[F][number] }>;

export const isValidEmail = (email: string): boolean =>
  email.length <= accountRules.emailMaxLength && EmailFormat.safeParse(email).success;

/**
 * The format rules of the account fields that are given (existence, EXISTING_USER and EXISTING_EMAIL,
 * only the server knows). Values are expected trimmed, as the request schemas leave them.
 */
export function registrationFieldErrors(input: {
  username?: string;
  email?: string;
  password?: string;
  first_name?: string;
  last_name?: string;
}): AccountFieldErrors {
  const errors: AccountFieldErrors = {};
  if (input.username !== undefined && !accountRules.usernamePattern.test(input.username)) {
    errors.username = 'INVALID_USERNAME';
  }
  if (input.email !== undefined && !isValidEmail(input.email)) errors.email = 'INVALID_EMAIL';
  if (
    input.password !== undefined &&
    (input.password.length < accountRules.passwordMinLength ||
      input.password.length > accountRules.passwordMaxLength ||
      input.password.trim() === '')
  ) {
    errors.password = 'INVALID_PASSWORD';
  }
  if (input.first_name !== undefined && input.first_name.length > accountRules.nameMaxLength) {
    errors.first_name = 'FIRSTNAME_TOO_LONG';
  }
  if (input.last_name !== undefined && input.last_name.length > accountRules.nameMaxLength) {
    errors.last_name = 'LASTNAME_TOO_LONG';
  }
  return errors;
}

const FIELD_ERRORS_NOTE =
  "Field errors: the error code is the first failing field's code (in the order username, email, " +
  'password, first_name, last_name) and error.fields maps every failing field to its code, so the form ' +
  'shows each on its field.';

/** What the account screens need about the logged-in user. */
export const UserData = z.object({
  user: User,
  profile: UserProfile,
  /** Saved library cards; never a PIN. */
  inventories: z.array(SavedCardRef),
});
export type UserData = z.infer<typeof UserData>;

export const getUserData = defineEndpoint({
  ...routes.getUserData,
  tag: 'user',
  summary: 'The logged-in user with profile and saved cards',
  description: 'Fetched after registering and on the profile and settings screens.',
  request: z.object({}),
  response: UserData,
});

/** How many failed logins one account name (or one user's current-password checks) may have in the window. */
export const ACCOUNT_FAILED_LOGINS_MAX = 10;
/** The window of ACCOUNT_FAILED_LOGINS_MAX, in seconds; a refusal lasts at most this long. */
export const ACCOUNT_FAILED_LOGINS_WINDOW_SECONDS = 15 * 60;

/** What the login calls say about the guessing limit per account (customer and librarian alike). */
export const ACCOUNT_GUESSING_NOTE =
  `Failed logins are counted per username (ignoring case, whether or not such an account exists): after ` +
  `${ACCOUNT_FAILED_LOGINS_MAX} failures within ${ACCOUNT_FAILED_LOGINS_WINDOW_SECONDS / 60} minutes the ` +
  'username is refused with 429 RATE_LIMITED, a Retry-After header and error.details.retry_after_seconds ' +
  '(seconds until the oldest failure leaves the window), without checking the password; a success does not ' +
  'clear earlier failures. The per-client limit applies as well.';

/** What the login calls say about the new session id (session fixation; decision 002). */
export const SESSION_ROTATION_NOTE =
  'The session gets a new id at login: the client stores new_sessionid and new_csrftoken, and the old id ' +
  'is refused at once (401 SESSION_INVALID). Everything the session held (portal, child mode, loans made ' +
  'in it) moves to the new id.';

export const login = defineEndpoint({
  ...routes.login,
  tag: 'user',
  summary: 'Log a customer in',
  description:
    "Username ignoring case. The session (a customer-portal session) becomes the user's. " +
    `${SESSION_ROTATION_NOTE} A wrong username, a wrong password and a deleted account all answer ` +
    `WRONG_USERNAME_OR_PASSWORD. A librarian-portal session is FORBIDDEN. ${ACCOUNT_GUESSING_NOTE}`,
  errors: ['WRONG_USERNAME_OR_PASSWORD', 'RATE_LIMITED'],
  request: z.object({ username: z.string().trim().min(1).max(RAW_MAX_LENGTH), password: rawPassword.min(1) }),
  response: z.object({
    success: z.literal(true),
    user: User,
    new_csrftoken: z.string().describe('The CSRF token of the new session id'),
    new_sessionid: z.string().describe('The session id from now on; the one the call was made with is ended'),
  }),
});

export const register = defineEndpoint({
  ...routes.register,
  tag: 'user',
  summary: 'Create a customer account',
  description:
    `Rules: username ${accountRules.usernamePattern.source}, unique ignoring case (INVALID_USERNAME, ` +
    `EXISTING_USER); e-mail valid and at most ${accountRules.emailMaxLength} characters, unique ignoring ` +
    `case (INVALID_EMAIL, EXISTING_EMAIL); password ${accountRules.passwordMinLength}-` +
    `${accountRules.passwordMaxLength} characters, not only spaces (INVALID_PASSWORD); first and last name ` +
    `at most ${accountRules.nameMaxLength} characters (FIRSTNAME_TOO_LONG, LASTNAME_TOO_LONG). ` +
    `${FIELD_ERRORS_NOTE} With log_user_in_after_register the session is logged in as the new user, as ` +
    'at login it gets a new id: new_sessionid and new_csrftoken are set, the client stores both and the ' +
    'old id is refused at once; otherwise both are null and the session is unchanged. ' +
    'subscribe_newsletter starts an active subscription for ' +
    "country_iso. The profile's country is country_iso.",
  errors: Object.values(accountFieldCodes).flat(),
  request: z.object({
    username: rawText,
    email: rawText,
    password: rawPassword,
    first_name: rawText.default(''),
    last_name: rawText.default(''),
    log_user_in_after_register: FormBoolean.default(false),
    country_iso: CountryIso,
    subscribe_newsletter: FormBoolean.default(false),
  }),
  response: z.object({
    success: z.literal(true),
    user: User,
    logged_in: z.boolean(),
    new_csrftoken: z.string().nullable().describe('Set when logged_in: the CSRF token of the new session id'),
    new_sessionid: z.string().nullable().describe('Set when logged_in: the session id from now on'),
  }),
});

export const logout = defineEndpoint({
  ...routes.logout,
  tag: 'user',
  summary: 'Log the customer out',
  description: 'The session stays, anonymous, with a new CSRF token that the client stores (spec section 4).',
  request: z.object({}),
  response: z.object({ success: z.literal(true), new_csrftoken: z.string() }),
});

/** A birth date: a real calendar day from 1900-01-01 up to today. */
export const Birthdate = DateOnly.refine(
  (text) => {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
  },
  { error: 'must be a real date' },
).refine((text) => text >= '1900-01-01' && text <= new Date().toISOString().slice(0, 10), {
  error: 'must be between 1900 and today',
});

export const updateProfile = defineEndpoint({
  ...routes.updateProfile,
  tag: 'user',
  summary: "Change the logged-in user's profile",
  description:
    'Replaces the whole profile (the form sends every field; unchecked boxes arrive absent and read as ' +
    'false; an empty birthdate clears it). Names and e-mail follow the register rules (FIRSTNAME_TOO_LONG, ' +
    `LASTNAME_TOO_LONG, INVALID_EMAIL, EXISTING_EMAIL). ${FIELD_ERRORS_NOTE} country is SE, NO or FI ` +
    '(accepted in either case). newsletter switches the newsletter subscription of that country. The ' +
    'answer is the refreshed user and profile.',
  errors: ['FIRSTNAME_TOO_LONG', 'LASTNAME_TOO_LONG', 'INVALID_EMAIL', 'EXISTING_EMAIL'],
  request: z.object({
    first_name: rawText.default(''),
    last_name: rawText.default(''),
    email: rawText,
    birthdate: emptyAsNull(Birthdate),
    children_mode: FormBoolean.default(false),
    country: UpperCountryIso,
    newsletter: FormBoolean.default(false),
  }),
  response: z.object({ success: z.literal(true), user: User, profile: UserProfile }),
});

export const changePassword = defineEndpoint({
  ...routes.changePassword,
  tag: 'user',
  summary: 'Change the password, or set a new one from a reset link',
  description:
    'Exactly one of password and token (VALIDATION_FAILED otherwise). With password (the current one) the ' +
    'session must be logged in (LOGIN_REQUIRED) and the password right (WRONG_PASSWORD); wrong current ' +
    `passwords are counted per user: after ${ACCOUNT_FAILED_LOGINS_MAX} within ` +
    `${ACCOUNT_FAILED_LOGINS_WINDOW_SECONDS / 60} minutes the call answers 429 RATE_LIMITED with Retry-After ` +
    'and error.details.retry_after_seconds, without checking the password. With token (from ' +
    'the recovery e-mail link /{language}/settings/change-password/{token}) the token must be unused and ' +
    `younger than ${PASSWORD_RESET_TOKEN_LIFETIME_SECONDS} s (INVALID_RESET_TOKEN); it is then used up. ` +
    'new_password follows the register rule (INVALID_PASSWORD). Every other session of the user ends; a ' +
    'reset does not log this session in.',
  errors: ['WRONG_PASSWORD', 'INVALID_RESET_TOKEN', 'INVALID_PASSWORD', 'RATE_LIMITED'],
  request: z.object({
    password: emptyAsNull(rawPassword),
    token: emptyAsNull(
      z
        .string()
        .trim()
        .max(256)
        .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a reset token' }),
    ),
    new_password: rawPassword.min(1),
  }),
  response: z.object({ success: z.literal(true) }),
});

export const softDeleteAccount = defineEndpoint({
  ...routes.softDeleteAccount,
  tag: 'user',
  summary: 'Delete the logged-in account',
  description:
    'Deletes the account and every personal datum of it (docs/decisions/025): the account, its saved cards, ' +
    'favourites, watch positions, reset links, sessions, the newsletter subscription of its address and its ' +
    "help messages. Its loans stay, without the account, as the libraries' budgets and statistics need them. " +
    'The username and address are free to register again. country_iso is accepted as the spec sends it. ' +
    'This session stays, anonymous, with a new CSRF token; the client then shows /account-deleted.',
  request: z.object({ country_iso: CountryIso }),
  response: z.object({ success: z.literal(true), new_csrftoken: z.string() }),
});

export const recoverWithEmail = defineEndpoint({
  ...routes.recoverWithEmail,
  tag: 'user',
  summary: 'Send a password reset link',
  description:
    'When an account has this e-mail, sends it a reset link in language (valid ' +
    `${PASSWORD_RESET_TOKEN_LIFETIME_SECONDS} s, single use). Answers success either way, so the call ` +
    'cannot tell which addresses have accounts; a malformed address is VALIDATION_FAILED. Rate limited ' +
    'per address and per client.',
  request: z.object({
    email: z.string().trim().max(accountRules.emailMaxLength).pipe(EmailFormat),
    language: Language,
  }),
  response: z.object({ success: z.literal(true) }),
});
