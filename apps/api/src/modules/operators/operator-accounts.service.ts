import {
  OPERATOR_INVITE_LIFETIME_SECONDS,
  registrationFieldErrors,
  type Language,
  type OperatorRole,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { SiteUrl } from '../configuration/site-url';
import { sendInBackground, type MailLog, type Mailer } from '../mail/mailer';
import { linkTokenHash } from '../mail/one-time-link';
import {
  createStaffInvitations,
  staffAccountStatus,
  type StaffAccountStatus,
} from '../mail/staff-invitations';
import type { SessionService } from '../session/session.service';
import { operatorInviteMail, operatorSetPasswordLink } from './operator-account-mail';
import type {
  AdminGuard,
  OperatorAccountRow,
  OperatorAccountsRepository,
} from './operator-accounts.repository';

export type OperatorStatus = StaffAccountStatus;

export const operatorStatus = (row: OperatorAccountRow): OperatorStatus => staffAccountStatus(row);

/** What the audit log shows of an operator account (never a password, token, secret or code). */
const snapshot = (row: OperatorAccountRow) => ({
  username: row.username,
  email: row.email,
  role: row.role,
  status: operatorStatus(row),
  two_factor: row.twoFactorEnrolled ? 'enrolled' : 'not_enrolled',
});

/** Operators belong to no country: their links use PUBLIC_URL, else the Swedish site's address. */
const LINK_COUNTRY = 'se';

export interface OperatorAccountsServiceDeps {
  repo: OperatorAccountsRepository;
  sessions: Pick<SessionService, 'operatorSessionsEnded'>;
  audit: Pick<AuditService, 'record'>;
  mailer: Mailer;
  log: MailLog;
  siteUrl: SiteUrl;
  clock?: () => Date;
}

/**
 * Operator accounts as admins run them (docs/decisions/045), built like the librarians' (035): an invitation
 * by e-mail with a one-time link, resending, role changes and deactivation under two admin rules (an admin does
 * not remove their own admin rights; an active admin always remains), and a reset of two-factor login.
 */
export function createOperatorAccountsService(deps: OperatorAccountsServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function mailInvitation(row: OperatorAccountRow, token: string, language: Language | undefined) {
    const base = await deps.siteUrl(LINK_COUNTRY);
    if (!base || !row.email) throw new Error(`no link base or address for operator ${row.id}`);
    const lang = language ?? 'en';
    const mail = operatorInviteMail(lang, row.username, operatorSetPasswordLink(base, lang, token));
    sendInBackground(deps.mailer, { to: row.email, ...mail }, deps.log);
  }

  const invitations = createStaffInvitations<OperatorAccountRow>({
    lifetimeSeconds: OPERATOR_INVITE_LIFETIME_SECONDS,
    clock,
    mail: mailInvitation,
  });

  const audited =
    (actor: AuditActor, action: string) =>
    (
      tx: Parameters<AuditService['record']>[1],
      rows: { before: OperatorAccountRow | null; after: OperatorAccountRow },
    ) =>
      deps.audit.record(
        {
          actor,
          libraryId: null,
          action,
          objectType: 'operator',
          objectId: rows.after.id,
          before: rows.before && snapshot(rows.before),
          after: snapshot(rows.after),
        },
        tx,
      );

  /** The admin rules, checked under the repository's lock: who may lose admin rights or be deactivated. */
  const adminRules =
    (actor: AuditActor, removesAdminRights: boolean): AdminGuard =>
    (before, activeAdminIds) => {
      if (!removesAdminRights || before.role !== 'admin' || !before.active) return;
      if (before.id === actor.id) throw new AppError('OWN_OPERATOR_ACCOUNT');
      if (activeAdminIds.every((id) => id === before.id)) throw new AppError('LAST_ACTIVE_ADMIN');
    };

  return {
    list: () => repo.list(),

    /** A new operator without a password, and an invitation mailed to them. */
    async invite(
      actor: AuditActor,
      input: { username: string; email: string; role: OperatorRole; language?: Language | undefined },
    ): Promise<OperatorAccountRow> {
      return invitations.invite(
        input.username,
        (link) =>
          repo.insertInvited(
            { username: input.username, email: input.email, role: input.role },
            link,
            (tx, created) => audited(actor, 'operator.invite')(tx, { before: null, after: created }),
          ),
        input.language,
      );
    },

    /** A new invitation to an operator who has not chosen a password yet; the earlier links stop working. */
    async resendInvite(
      actor: AuditActor,
      input: { operatorId: number; language?: Language | undefined },
    ): Promise<OperatorAccountRow> {
      const row = await repo.findById(input.operatorId);
      await invitations.resend(
        row,
        (link, now) =>
          repo.replaceLink(row!.id, link, now, (tx) =>
            audited(actor, 'operator.resend_invite')(tx, { before: row!, after: row! }),
          ),
        input.language,
      );
      return row!;
    },

    /** A new role; the operator's sessions read it from their next call on every process. */
    async changeRole(
      actor: AuditActor,
      input: { operatorId: number; role: OperatorRole },
    ): Promise<OperatorAccountRow> {
      const row = await repo.changeRole(
        input.operatorId,
        input.role,
        (before, admins) => {
          if (!before.active) throw new AppError('NOT_FOUND');
          adminRules(actor, input.role !== 'admin')(before, admins);
        },
        audited(actor, 'operator.change_role'),
      );
      if (!row) throw new AppError('NOT_FOUND');
      deps.sessions.operatorSessionsEnded(row.id);
      return row;
    },

    /** The operator cannot log in any more and every session of theirs ends, on every process. */
    async deactivate(actor: AuditActor, operatorId: number): Promise<OperatorAccountRow> {
      const row = await repo.deactivate(
        operatorId,
        adminRules(actor, true),
        clock(),
        audited(actor, 'operator.deactivate'),
      );
      if (!row) throw new AppError('NOT_FOUND');
      deps.sessions.operatorSessionsEnded(row.id);
      return row;
    },

    /** The operator enrols two-factor login again at the next login; their sessions end now. */
    async resetTwoFactor(actor: AuditActor, operatorId: number): Promise<OperatorAccountRow> {
      const row = await repo.resetTwoFactor(operatorId, audited(actor, 'operator.reset_two_factor'));
      if (!row) throw new AppError('NOT_FOUND');
      deps.sessions.operatorSessionsEnded(row.id);
      return row;
    },

    /**
     * Sets the password from an invitation link (the users' password rule). The audit entry names the operator
     * as the actor (the link is their proof of who they are), never the password or the token.
     */
    async setPassword(token: string, newPassword: string, address: string): Promise<{ username: string }> {
      if (registrationFieldErrors({ password: newPassword }).password) {
        throw new AppError('INVALID_PASSWORD', { fields: { new_password: 'INVALID_PASSWORD' } });
      }
      const row = await repo.usePasswordLink(
        linkTokenHash(token),
        await hashPassword(newPassword),
        clock(),
        (tx, used) =>
          deps.audit.record(
            {
              actor: { portal: 'operator', id: used.id, username: used.username, address },
              libraryId: null,
              action: 'operator.set_password',
              objectType: 'operator',
              objectId: used.id,
              before: null,
              after: { link: 'invite' },
            },
            tx,
          ),
      );
      if (!row) throw new AppError('INVALID_RESET_TOKEN');
      deps.sessions.operatorSessionsEnded(row.id);
      return { username: row.username };
    },
  };
}

export type OperatorAccountsService = ReturnType<typeof createOperatorAccountsService>;
