import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { CardNumber, PinCode } from './customer';
import * as routes from './routes';

/*
 * A library's patron authentication in the operator console (issue 26): the secrets its systems share with us.
 * Secrets are sealed at rest and shown once, in the answer of the call that makes them (docs/decisions/034).
 */

export const rotateEhubSecret = defineEndpoint({
  ...routes.rotateEhubSecret,
  roles: ['admin'],
  tag: 'operator',
  summary: "Generate or rotate a library's eHub shared secret",
  description:
    'Designed by us (issue 26; docs/decisions/034). Makes a new random shared secret (32 bytes, base64url) ' +
    'for the library, which signs the eHub access tokens of ehub_loan from now on; the previous secret stops ' +
    'working at once, on every process. The secret is stored encrypted (AES-256-GCM, a key derived from ' +
    'APP_SECRET for this purpose alone) and is answered only here, once: no call shows it again, so the ' +
    'operator hands it to the library now or rotates again. `replaced` says whether the library had a secret ' +
    'before. The audit log records the rotation, never the secret. Operators of the role admin only.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({
    library_id: z.coerce.number().int().min(1).max(2_147_483_647),
  }),
  response: z.object({
    library_id: z.number().int(),
    ehub_secret: z.string().describe('The new shared secret, shown only in this answer'),
    replaced: z.boolean(),
  }),
});

/** The steps of a patron-authentication self-test, in the order they run. */
export const PATRON_AUTH_TEST_STEPS = ['connect', 'login', 'patron'] as const;

/**
 * Why a self-test step failed (the patron step also names what it found). Each has an interface string
 * `patron_auth_check_<reason>` in sv, no, fi and en, which the answer carries as `message`.
 */
export const PATRON_AUTH_TEST_REASONS = [
  'timeout',
  'connection_refused',
  'connection_closed',
  'connection_failed',
  'tls_failed',
  'login_refused',
  'unreadable_answer',
  'bad_checksum',
  'client_closed',
  'unknown_patron',
  'pin_not_valid',
  'pin_not_checked',
  'card_not_sendable',
  'blocked_charge_privileges_denied',
  'blocked_card_lost',
  'blocked_too_many_billed',
  'blocked_too_many_claims',
  'blocked_expired',
  'blocked_fines',
] as const;
export const PatronAuthTestReason = z.enum(PATRON_AUTH_TEST_REASONS);
export type PatronAuthTestReason = z.infer<typeof PatronAuthTestReason>;

export const PatronAuthTestStep = z.object({
  step: z.enum(PATRON_AUTH_TEST_STEPS),
  ok: z.boolean(),
  /** How long the step took, in milliseconds. */
  ms: z.number().int().min(0),
  reason: PatronAuthTestReason.nullable(),
  /** The reason in plain language, in the request's language (null when the step passed). */
  message: z.string().nullable(),
});
export type PatronAuthTestStep = z.infer<typeof PatronAuthTestStep>;

export const testPatronAuth = defineEndpoint({
  ...routes.testPatronAuth,
  roles: ['admin', 'support'],
  tag: 'operator',
  summary: "Self-test of a library's patron authentication (SIP2)",
  description:
    'Designed by us (issue 26; docs/decisions/034). Connects to the library system on a connection of its own, ' +
    'logs in (93, when a login user is set, then SC status 99) and asks for the status of the patron (63) with ' +
    'the card and PIN given. Answers each step run (connect, login, patron) with ok, milliseconds and a reason: ' +
    'connection_refused, tls_failed, timeout, login_refused, unknown_patron, pin_not_valid, blocked_<why> ' +
    '(charge_privileges_denied, card_lost, too_many_billed, too_many_claims, expired, fines) and the others of ' +
    'PATRON_AUTH_TEST_REASONS, with `message` in plain language; the steps stop at the first that fails, and ' +
    '`ok` is true only when all passed. Unlike a loan, the test tells an unknown patron from a wrong PIN: it is ' +
    'for the service staff only, and each test is in the audit log (the result and the last two characters of ' +
    'the card, never the card number or the PIN). A library on the built-in directory: PATRON_AUTH_NOT_SIP2.',
  errors: ['LIBRARY_NOT_FOUND', 'PATRON_AUTH_NOT_SIP2'],
  request: z.object({
    library_id: z.coerce.number().int().min(1).max(2_147_483_647),
    card_number: CardNumber,
    pin_code: PinCode,
  }),
  response: z.object({
    ok: z.boolean(),
    steps: z.array(PatronAuthTestStep),
  }),
});
