import { z } from 'zod';
import { defineEndpoint, OPERATOR_ROLES } from './endpoint';
import * as routes from './routes';
import { ACCOUNT_GUESSING_NOTE, SESSION_ROTATION_NOTE } from './user';

/*
 * The operator portal: the service's own staff (docs/decisions/031). Every call but login needs an
 * operator-portal session (init_portal_session with portal operator) logged in as an operator; an endpoint may
 * further name the roles that may call it.
 */

export const OperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRole>;

export const Operator = z.object({
  username: z.string(),
  role: OperatorRole,
});
export type Operator = z.infer<typeof Operator>;

/** What an operator who has not yet confirmed two-factor login is shown, once per password login. */
export const TotpEnrolment = z.object({
  /** The otpauth:// URI (RFC 6238: SHA-1, 6 digits, 30 s) for an authenticator app. */
  otpauth_uri: z.string(),
  /** The same URI as a QR code, an SVG document. */
  qr_svg: z.string(),
  /** The secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** Ten one-time recovery codes, shown only here (the server keeps only their hashes). */
  recovery_codes: z.array(z.string()),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/** A six-digit code from the authenticator app; blank counts as absent. */
const TotpCode = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'must be six digits' })
    .optional(),
);
const RecoveryCode = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().min(1).max(64).optional(),
);

export const operatorLogin = defineEndpoint({
  ...routes.operatorLogin,
  tag: 'operator',
  summary: 'Log an operator in (password and two-factor code)',
  description:
    'Designed by us (issue 26, the operator portal; docs/decisions/031). Needs an operator-portal session ' +
    '(another portal is FORBIDDEN). Username ignoring case. Two-factor login ' +
    'is mandatory. An operator who has not confirmed an authenticator app yet is answered, after the right ' +
    'password without a code, with `enrolment` (a new secret as an otpauth URI and QR code, and ten recovery ' +
    'codes shown only then) and is not logged in; the next call with the password and a valid `totp_code` ' +
    'from that secret confirms it and logs in. An enrolled operator sends `totp_code` (RFC 6238, the current ' +
    '30-second step or the one before or after) or one of the recovery codes as `recovery_code`. Without ' +
    'either: TOTP_REQUIRED. A wrong code, a code of a step already used, or a used or unknown recovery code: ' +
    `WRONG_TOTP_CODE. Each recovery code works once. ${SESSION_ROTATION_NOTE} ${ACCOUNT_GUESSING_NOTE} ` +
    'A wrong code counts as a failed login. Operator usernames are counted apart from the others.',
  errors: ['WRONG_USERNAME_OR_PASSWORD', 'TOTP_REQUIRED', 'WRONG_TOTP_CODE', 'RATE_LIMITED'],
  request: z.object({
    username: z.string().trim().min(1).max(1000),
    password: z.string().min(1).max(1000),
    totp_code: TotpCode,
    recovery_code: RecoveryCode,
  }),
  // One object rather than a union of the two answers: the response serialiser writes it without a run-time
  // choice (docs/decisions/013). Logged in: operator, new_csrftoken and new_sessionid; not yet: enrolment.
  response: z.object({
    success: z.literal(true),
    operator: Operator.optional().describe('Logged in: the operator'),
    new_csrftoken: z.string().optional().describe('Logged in: the CSRF token of the new session id'),
    new_sessionid: z
      .string()
      .optional()
      .describe('Logged in: the session id from now on; the one the call was made with is ended'),
    enrolment: TotpEnrolment.optional().describe(
      'Not logged in yet: scan the code and call again with a totp_code',
    ),
  }),
});

export const operatorLogout = defineEndpoint({
  ...routes.operatorLogout,
  tag: 'operator',
  summary: 'Log the operator out',
  description:
    'Designed by us (issue 26). The session stays, logged out, with a new CSRF token; the old token stops ' +
    'working.',
  request: z.object({}),
  response: z.object({ success: z.literal(true), new_csrftoken: z.string() }),
});

export const getOperator = defineEndpoint({
  ...routes.getOperator,
  tag: 'operator',
  summary: 'The logged-in operator',
  description:
    'Designed by us (issue 26): who the operator session belongs to (username and role). Another portal or ' +
    'a session not logged in as an operator: LOGIN_REQUIRED.',
  request: z.object({}),
  response: z.object({ operator: Operator }),
});
