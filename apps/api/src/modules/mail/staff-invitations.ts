import { registrationFieldErrors, type Language } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { newOneTimeLink, type NewLink } from './one-time-link';

/*
 * The invitation of a staff account (a librarian, decision 035; an operator, decision 045): the account is made
 * without a password and a one-time link is mailed; an invitation is resent with a new link while no password
 * was chosen, and the earlier links stop working. One flow for both kinds of account; each keeps its own rows,
 * audit entries and mail.
 */

export type StaffAccountStatus = 'invited' | 'active' | 'deactivated';

/** Invited until a password is chosen from a link; deactivated whatever else. */
export const staffAccountStatus = (row: { active: boolean; hasPassword: boolean }): StaffAccountStatus =>
  !row.active ? 'deactivated' : row.hasPassword ? 'active' : 'invited';

interface StaffInvitationDeps<Row> {
  /** How long an invitation link works. */
  lifetimeSeconds: number;
  clock: () => Date;
  /** Mails the link after the answer (the caller does not wait for the mail server). */
  mail(row: Row, token: string, language: Language | undefined): Promise<void>;
}

export function createStaffInvitations<Row extends { active: boolean; hasPassword: boolean }>(
  deps: StaffInvitationDeps<Row>,
) {
  return {
    /**
     * A new account from `insert` (which stores the link's hash and the audit entry in one transaction and
     * answers undefined for a taken username), then the mail. A username that breaks the register rule is
     * refused first, with the code the web form uses.
     */
    async invite(
      username: string,
      insert: (link: NewLink) => Promise<Row | undefined>,
      language: Language | undefined,
    ): Promise<Row> {
      if (registrationFieldErrors({ username }).username) {
        throw new AppError('INVALID_USERNAME', { fields: { username: 'INVALID_USERNAME' } });
      }
      const { token, link } = newOneTimeLink(deps.lifetimeSeconds, deps.clock());
      const row = await insert(link);
      if (!row) throw new AppError('EXISTING_USER', { fields: { username: 'EXISTING_USER' } });
      await deps.mail(row, token, language);
      return row;
    },

    /**
     * A new link for an account still invited (`replace` ends the earlier links and records the audit entry),
     * then the mail; answers the new link. An unknown account: NOT_FOUND; one with a password or deactivated:
     * FORBIDDEN.
     */
    async resend(
      row: Row | undefined,
      replace: (link: NewLink, now: Date) => Promise<unknown>,
      language: Language | undefined,
    ): Promise<NewLink> {
      if (!row) throw new AppError('NOT_FOUND');
      if (staffAccountStatus(row) !== 'invited') throw new AppError('FORBIDDEN');
      const now = deps.clock();
      const { token, link } = newOneTimeLink(deps.lifetimeSeconds, now);
      await replace(link, now);
      await deps.mail(row, token, language);
      return link;
    },
  };
}
