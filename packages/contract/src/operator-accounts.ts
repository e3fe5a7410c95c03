import { z } from 'zod';
import { Id, Language, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import { OperatorRole } from './operator';
import { LinkToken } from './operator-librarians';
import * as routes from './routes';
import { accountRules, RAW_MAX_LENGTH } from './user';
import { OPERATOR_INVITE_LIFETIME_SECONDS } from './values';

/*
 * Operator accounts run by admins in the console (issue 26, docs/decisions/045): invited by e-mail with a
 * one-time link to choose a password, after which the first login enrols two-factor login; role changes,
 * deactivation and a reset of two-factor login. Every change is recorded in the audit log.
 */

/** invited: no password chosen yet; active: can log in; deactivated: cannot log in and has no session. */
export const OperatorStatus = z.enum(['invited', 'active', 'deactivated']);
export type OperatorStatus = z.infer<typeof OperatorStatus>;

export const ManagedOperator = z.object({
  operator_id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: OperatorRole,
  status: OperatorStatus,
  /** An authenticator app is confirmed; false: the next login shows a new enrolment. */
  two_factor_enrolled: z.boolean(),
  last_login_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type ManagedOperator = z.infer<typeof ManagedOperator>;

/** The invitation form, shared by the server and the console's form. */
export const OperatorInvitation = z.object({
  username: z.string().trim().min(1).max(RAW_MAX_LENGTH),
  email: z.string().trim().max(accountRules.emailMaxLength).pipe(z.email()),
  role: OperatorRole,
  language: z.preprocess((v) => (v === '' ? undefined : v), Language.optional()),
});

const INVITE_NOTE =
  `The e-mail holds a link /{language}/admin/set-password/{token} valid ${OPERATOR_INVITE_LIFETIME_SECONDS / 3600} ` +
  'h and usable once (only its SHA-256 is stored); an earlier invitation link of the operator stops working.';
const ADMIN_RULES =
  'An admin cannot deactivate or demote their own account (OWN_OPERATOR_ACCOUNT), and no change may leave the ' +
  'service without an active admin (LAST_ACTIVE_ADMIN).';

const OperatorChange = z.object({ success: z.literal(true), operator: ManagedOperator });

export const getOperators = defineEndpoint({
  ...routes.getOperators,
  roles: ['admin'],
  tag: 'operator',
  summary: 'List operator accounts',
  description:
    'Designed by us (issue 26). Every operator by username: role, status (invited, active, deactivated), ' +
    'whether two-factor login is enrolled, and the last login.',
  request: z.object({}),
  response: z.object({ operators: z.array(ManagedOperator) }),
});

export const inviteOperator = defineEndpoint({
  ...routes.inviteOperator,
  roles: ['admin'],
  tag: 'operator',
  summary: 'Invite an operator',
  description:
    'Designed by us (issue 26). Creates an operator with username (the register rule: INVALID_USERNAME; taken, ' +
    'ignoring case: EXISTING_USER), e-mail and role, without a password, and mails an invitation in language ' +
    `(default en). ${INVITE_NOTE} The operator chooses a password (set_password) and enrols two-factor login at ` +
    'the first login. Recorded in the audit log.',
  errors: ['INVALID_USERNAME', 'EXISTING_USER'],
  request: OperatorInvitation,
  response: OperatorChange,
});

export const resendOperatorInvite = defineEndpoint({
  ...routes.resendOperatorInvite,
  roles: ['admin'],
  tag: 'operator',
  summary: "Send an operator's invitation again",
  description:
    'Designed by us (issue 26). A new invitation to an active operator who has not chosen a password yet (else ' +
    `FORBIDDEN; unknown: NOT_FOUND). ${INVITE_NOTE} Recorded in the audit log.`,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
  request: z.object({
    operator_id: Id,
    language: z.preprocess((v) => (v === '' ? undefined : v), Language.optional()),
  }),
  response: OperatorChange,
});

export const changeOperatorRole = defineEndpoint({
  ...routes.changeOperatorRole,
  roles: ['admin'],
  tag: 'operator',
  summary: "Change an operator's role",
  description:
    `Designed by us (issue 26). Unknown or deactivated: NOT_FOUND. ${ADMIN_RULES} The new role holds from the ` +
    "operator's next call on every server process. Recorded in the audit log.",
  errors: ['NOT_FOUND', 'OWN_OPERATOR_ACCOUNT', 'LAST_ACTIVE_ADMIN'],
  request: z.object({ operator_id: Id, role: OperatorRole }),
  response: OperatorChange,
});

export const deactivateOperator = defineEndpoint({
  ...routes.deactivateOperator,
  roles: ['admin'],
  tag: 'operator',
  summary: 'Deactivate an operator',
  description:
    'Designed by us (issue 26). The operator cannot log in any more, their invitation links stop working and ' +
    `every session of theirs ends at once, on every server process. Unknown: NOT_FOUND. ${ADMIN_RULES} ` +
    'Recorded in the audit log.',
  errors: ['NOT_FOUND', 'OWN_OPERATOR_ACCOUNT', 'LAST_ACTIVE_ADMIN'],
  request: z.object({ operator_id: Id }),
  response: OperatorChange,
});

export const resetOperatorTwoFactor = defineEndpoint({
  ...routes.resetOperatorTwoFactor,
  roles: ['admin'],
  tag: 'operator',
  summary: "Reset an operator's two-factor login",
  description:
    "Designed by us (issue 26). For a lost phone: the operator's authenticator secret and recovery codes are " +
    'dropped and every session of theirs ends; the next login with the password shows a new enrolment. Unknown ' +
    'or deactivated: NOT_FOUND. Recorded in the audit log.',
  errors: ['NOT_FOUND'],
  request: z.object({ operator_id: Id }),
  response: OperatorChange,
});

export const setOperatorPassword = defineEndpoint({
  ...routes.setOperatorPassword,
  tag: 'operator',
  summary: "Choose an operator's password from the mailed invitation",
  description:
    'Designed by us (issue 26). Needs an operator-portal session (another portal: FORBIDDEN). token is from an ' +
    'invitation link (/{language}/admin/set-password/{token}); it must be unused, unexpired and of an active ' +
    'operator (INVALID_RESET_TOKEN otherwise). new_password follows the register rule (INVALID_PASSWORD). The ' +
    "operator's links end; the operator then logs in with the password and enrols two-factor login.",
  errors: ['INVALID_RESET_TOKEN', 'INVALID_PASSWORD'],
  request: z.object({
    token: LinkToken,
    new_password: z.string().min(1).max(RAW_MAX_LENGTH),
  }),
  response: z.object({ success: z.literal(true), username: z.string() }),
});
