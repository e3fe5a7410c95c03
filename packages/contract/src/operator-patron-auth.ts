import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { CARD_PATTERN_MAX, CARD_RULE_KINDS } from './card-rule';
import { FormBoolean, Id } from './common';
import { CardNumber, PinCode } from './customer';
import { PinFormat } from './library';
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

/** Who checks a library's cards: the built-in patron directory (cards imported here) or its own system over SIP2. */
export const PATRON_AUTH_MODES = ['directory', 'sip2'] as const;
export const PatronAuthMode = z.enum(PATRON_AUTH_MODES);
export type PatronAuthMode = z.infer<typeof PatronAuthMode>;

/** A SIP2 field sent as text: at most this long. */
const SIP2_TEXT_MAX = 100;

/** A library's SIP2 settings as the console shows them: every field of LIBRARY_SYSTEMS_FILE but the password. */
export const Sip2SettingsView = z.object({
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  tls_verify: z.boolean(),
  /** Empty: no SIP2 login (93) is sent. */
  login_user: z.string(),
  /** Whether a login password is stored; the password itself is never answered. */
  password_set: z.boolean(),
  institution_id: z.string(),
  location_code: z.string(),
  encoding: z.enum(['cp850', 'utf8']),
  field_separator: z.string(),
  timeout_ms: z.number().int(),
  pin_is_validated: z.boolean(),
});
export type Sip2SettingsView = z.infer<typeof Sip2SettingsView>;

export const PatronAuthSettings = z.object({
  library_id: z.number().int(),
  /**
   * `file`: LIBRARY_SYSTEMS_FILE names the library, and the file wins: the console shows its settings read-only
   * and save_patron_auth answers PATRON_AUTH_MANAGED_BY_FILE. `console`: set here (or never set: the built-in
   * directory, no card rule, digits).
   */
  managed_by: z.enum(['console', 'file']),
  mode: PatronAuthMode,
  /** The SIP2 settings (also kept while the mode is `directory`, for switching back); null when none were set. */
  sip2: Sip2SettingsView.nullable(),
  card_rule_kind: z.enum(CARD_RULE_KINDS),
  /** The prefix or the pattern; empty for `none`. */
  card_rule: z.string(),
  /** The phone keyboard of the PIN fields (get_library's pin_format). */
  pin_format: PinFormat,
});
export type PatronAuthSettings = z.infer<typeof PatronAuthSettings>;

export const getPatronAuth = defineEndpoint({
  ...routes.getPatronAuth,
  roles: ['admin', 'support'],
  tag: 'operator',
  summary: "A library's patron authentication settings",
  description:
    "Designed by us (issue 26; docs/decisions/039). Who checks the library's cards (the built-in directory or " +
    'its own system over SIP2, with every SIP2 setting), the card-number rule and the PIN keyboard. The SIP2 ' +
    'password is never answered: `password_set` says whether one is stored. `managed_by` is `file` when ' +
    'LIBRARY_SYSTEMS_FILE names the library: the file wins, and the console shows its settings read-only. ' +
    'Operators of the roles admin and support.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({ library_id: Id }),
  response: z.object({ settings: PatronAuthSettings }),
});

/** A text sent in a SIP2 field (the separator and line ends are refused by the server). */
const sip2Text = (max = SIP2_TEXT_MAX) => z.string().trim().max(max).default('');

export const savePatronAuth = defineEndpoint({
  ...routes.savePatronAuth,
  roles: ['admin'],
  tag: 'operator',
  summary: "Set a library's patron authentication",
  description:
    'Designed by us (issue 26; docs/decisions/039). `mode` directory (the built-in patron directory) or sip2 ' +
    "(the library's own system, with the sip2_ fields, as in LIBRARY_SYSTEMS_FILE: sip2_host is required; " +
    'sip2_login_password is required with sip2_login_user unless one is stored). The SIP2 password is stored ' +
    'encrypted (AES-256-GCM, a key derived from APP_SECRET for this purpose alone) and never answered; ' +
    'sip2_login_password left empty keeps the stored one, sip2_clear_login_password=1 removes it. A SIP2 ' +
    'field may not hold the field separator or a line end. With mode directory the SIP2 fields sent are ' +
    'ignored and the stored ones kept. `card_rule_kind` none, prefix (letters and digits) or pattern (a regular ' +
    'expression matched against the whole card number, ignoring case; no repeated groups, back-references or ' +
    `look-arounds, at most 4 repetitions, ${CARD_PATTERN_MAX} characters): a loan, a loans-left check or a ` +
    'saved card whose number does not follow it is refused with CARD_NUMBER_NOT_ACCEPTED before any system ' +
    "is asked. `pin_format` digits or text: the PIN keyboard get_library answers (the built-in directory's " +
    'PINs are digits, so mode directory takes only digits). A library LIBRARY_SYSTEMS_FILE names: ' +
    'PATRON_AUTH_MANAGED_BY_FILE (the file wins). Every server process uses the new settings within seconds. ' +
    'A save that changed something writes the audit entry library.save_patron_auth with the settings before ' +
    'and after, never the password (only whether one is set). Answers the settings as get_patron_auth.',
  errors: ['LIBRARY_NOT_FOUND', 'PATRON_AUTH_MANAGED_BY_FILE'],
  request: z.object({
    library_id: Id,
    mode: PatronAuthMode,
    sip2_host: z
      .string()
      .trim()
      .max(253)
      .regex(/^[A-Za-z0-9.:[\]-]*$/, { error: 'must be a host name or an IP address' })
      .default(''),
    sip2_port: z.coerce.number().int().min(1).max(65_535).default(6001),
    sip2_tls: FormBoolean.default(false),
    sip2_tls_verify: FormBoolean.default(true),
    sip2_login_user: sip2Text(),
    sip2_login_password: z.string().max(200).default(''),
    sip2_clear_login_password: FormBoolean.default(false),
    sip2_institution_id: sip2Text(),
    sip2_location_code: sip2Text(),
    sip2_encoding: z.enum(['cp850', 'utf8']).default('cp850'),
    sip2_field_separator: z.string().length(1, { error: 'must be one character' }).default('|'),
    sip2_timeout_ms: z.coerce.number().int().min(100).max(60_000).default(3000),
    sip2_pin_is_validated: FormBoolean.default(true),
    card_rule_kind: z.enum(CARD_RULE_KINDS).default('none'),
    card_rule: z.string().trim().max(CARD_PATTERN_MAX).default(''),
    pin_format: PinFormat,
  }),
  response: z.object({ success: z.literal(true), settings: PatronAuthSettings }),
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
    'the card, never the card number or the PIN). The settings tested are those the loans use (LIBRARY_SYSTEMS_FILE, ' +
    'then save_patron_auth). A library on the built-in directory: PATRON_AUTH_NOT_SIP2.',
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
