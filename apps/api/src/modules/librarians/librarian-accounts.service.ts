import {
  LIBRARIAN_INVITE_LIFETIME_SECONDS,
  PASSWORD_RESET_TOKEN_LIFETIME_SECONDS,
  registrationFieldErrors,
  type Language,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { SiteUrl } from '../configuration/site-url';
import { sendInBackground, type MailLog, type Mailer } from '../mail/mailer';
import { linkTokenHash, newOneTimeLink } from '../mail/one-time-link';
import {
  createStaffInvitations,
  staffAccountStatus,
  type StaffAccountStatus,
} from '../mail/staff-invitations';
import type { SessionService } from '../session/session.service';
import { librarianLinkMail, setPasswordLink } from './librarian-account-mail';
import type {
  LibrarianAccountRow,
  LibrarianAccountsRepository,
  LinkPurpose,
} from './librarian-accounts.repository';

/** Reset links one librarian may have working at once: more requests within the hour send nothing. */
export const MAX_LIVE_LIBRARIAN_RESETS = 3;

/** The language of a country's librarians when the operator names none. */
const countryLanguage: Record<string, Language> = { se: 'sv', no: 'no', fi: 'fi' };

export type LibrarianStatus = StaffAccountStatus;

export const librarianStatus = (row: LibrarianAccountRow): LibrarianStatus => staffAccountStatus(row);

/** What the audit log shows of a librarian account (never a password or a token). */
const snapshot = (row: LibrarianAccountRow) => ({
  username: row.username,
  email: row.email,
  library_id: row.libraryId,
  status: librarianStatus(row),
});

export interface LibrarianAccountsServiceDeps {
  repo: LibrarianAccountsRepository;
  sessions: Pick<SessionService, 'librarianSessionsEnded'>;
  audit: Pick<AuditService, 'record'>;
  mailer: Mailer;
  log: MailLog;
  /** Base of links in e-mails: PUBLIC_URL, else the library country's default_url. */
  siteUrl: SiteUrl;
  clock?: () => Date;
}

/**
 * Librarian accounts as operators run them (docs/decisions/035): invitations by e-mail with a one-time link,
 * resending, deactivation ending every session at once, and the librarians' own password reset. Tokens are 256
 * random bits; only their SHA-256 is stored.
 */
export function createLibrarianAccountsService(deps: LibrarianAccountsServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** A new token and its stored form, valid for the purpose's lifetime from now. */
  const newLink = (purpose: LinkPurpose, now: Date) =>
    newOneTimeLink(
      purpose === 'invite' ? LIBRARIAN_INVITE_LIFETIME_SECONDS : PASSWORD_RESET_TOKEN_LIFETIME_SECONDS,
      now,
    );

  /** Mails the link after the answer (the caller does not wait for the mail server). */
  async function mailLink(
    purpose: LinkPurpose,
    row: LibrarianAccountRow,
    token: string,
    language: Language | undefined,
  ): Promise<void> {
    const countryIso = await repo.libraryCountry(row.libraryId);
    const base = countryIso === undefined ? undefined : await deps.siteUrl(countryIso);
    if (!base || !row.email) throw new Error(`no link base or address for librarian ${row.id}`);
    const lang = language ?? countryLanguage[countryIso!] ?? 'en';
    const mail = librarianLinkMail(purpose, lang, row.username, setPasswordLink(base, lang, token));
    sendInBackground(deps.mailer, { to: row.email, ...mail }, deps.log);
  }

  const invitations = createStaffInvitations<LibrarianAccountRow>({
    lifetimeSeconds: LIBRARIAN_INVITE_LIFETIME_SECONDS,
    clock,
    mail: (row, token, language) => mailLink('invite', row, token, language),
  });

  return {
    list: (libraryId?: number) => repo.list(libraryId),

    /** A new librarian of the library, without a password, and an invitation mailed to them. */
    async invite(
      actor: AuditActor,
      input: { libraryId: number; username: string; email: string; language?: Language | undefined },
    ): Promise<LibrarianAccountRow> {
      if ((await repo.libraryCountry(input.libraryId)) === undefined) throw new AppError('LIBRARY_NOT_FOUND');
      return invitations.invite(
        input.username,
        (link) =>
          repo.insertInvited(
            { username: input.username, email: input.email, libraryId: input.libraryId },
            link,
            (tx, created) =>
              deps.audit.record(
                {
                  actor,
                  libraryId: created.libraryId,
                  action: 'librarian.invite',
                  objectType: 'librarian',
                  objectId: created.id,
                  before: null,
                  after: snapshot(created),
                },
                tx,
              ),
          ),
        input.language,
      );
    },

    /** A new invitation to a librarian who has not chosen a password yet; the earlier links stop working. */
    async resendInvite(
      actor: AuditActor,
      input: { librarianId: number; language?: Language | undefined },
    ): Promise<LibrarianAccountRow> {
      const row = await repo.findById(input.librarianId);
      const link = await invitations.resend(
        row,
        (newLink, now) =>
          repo.insertLink(row!.id, 'invite', newLink, now, {
            replace: true,
            changed: (tx) =>
              deps.audit.record(
                {
                  actor,
                  libraryId: row!.libraryId,
                  action: 'librarian.resend_invite',
                  objectType: 'librarian',
                  objectId: row!.id,
                  before: snapshot(row!),
                  after: snapshot(row!),
                },
                tx,
              ),
          }),
        input.language,
      );
      return { ...row!, inviteExpiresAt: link.expiresAt };
    },

    /** The librarian cannot log in any more and every session of theirs ends, on every process. */
    async deactivate(actor: AuditActor, librarianId: number): Promise<LibrarianAccountRow> {
      const row = await repo.deactivate(librarianId, clock(), (tx, { before, after }) =>
        deps.audit.record(
          {
            actor,
            libraryId: before.libraryId,
            action: 'librarian.deactivate',
            objectType: 'librarian',
            objectId: before.id,
            before: snapshot(before),
            after: snapshot(after),
          },
          tx,
        ),
      );
      if (!row) throw new AppError('NOT_FOUND');
      deps.sessions.librarianSessionsEnded(row.id);
      return row;
    },

    /**
     * Sets the password from an invitation or a reset link; every session of the librarian ends. The audit entry
     * names the librarian as the actor (the link is their proof of who they are) and which link it was, never
     * the password or the token.
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
              actor: { portal: 'librarian', id: used.id, username: used.username, address },
              libraryId: used.libraryId,
              action: 'librarian.set_password',
              objectType: 'librarian',
              objectId: used.id,
              before: null,
              after: { link: used.purpose },
            },
            tx,
          ),
      );
      if (!row) throw new AppError('INVALID_RESET_TOKEN');
      deps.sessions.librarianSessionsEnded(row.id);
      return { username: row.username };
    },

    /**
     * Sends a reset link when an active librarian who has chosen a password has this address; does nothing
     * otherwise, and the caller answers success either way.
     */
    async recoverWithEmail(email: string, language: Language): Promise<void> {
      const row = await repo.findActiveByEmail(email);
      if (!row || !row.hasPassword) return;
      const now = clock();
      if ((await repo.liveLinks(row.id, 'reset', now)) >= MAX_LIVE_LIBRARIAN_RESETS) {
        deps.log.info(
          { librarianId: row.id },
          'librarian reset not sent: too many links requested this hour',
        );
        return;
      }
      const { token, link } = newLink('reset', now);
      await repo.insertLink(row.id, 'reset', link, now, { replace: false });
      await mailLink('reset', row, token, language);
    },
  };
}
export type LibrarianAccountsService = ReturnType<typeof createLibrarianAccountsService>;
