import { AppError } from '../../lib/app-error';
import type { StoredPlayerSettings } from '../player-settings/player-settings.service';
import type { Session } from '../session/session.service';
import type { AccountRow, PrivacyRepository, StoredCounts } from './privacy.repository';
import type { LoanUnlinker } from './unlink-loans';

export interface PrivacyServiceDeps {
  repo: PrivacyRepository;
  /** Removes the loan links that are due (run at once when a user stops keeping their history). */
  unlinker: Pick<LoanUnlinker, 'run'>;
  /** LOAN_PATRON_LINK_DAYS. */
  linkDays: number;
  /** The player settings kept in an account (player-settings module), for the export. */
  playerSettings: (userId: number) => Promise<StoredPlayerSettings | null>;
  clock?: () => Date;
}

/** What is stored on a user and what they chose about their loan history. */
export interface PrivacyChoices {
  keepLoanHistory: boolean;
  /** LOAN_PATRON_LINK_DAYS: how long a loan stays linked to the account or card when history is not kept. */
  linkDays: number;
  stored: StoredCounts;
}

type Rows<K extends keyof PrivacyRepository> = Awaited<ReturnType<PrivacyRepository[K]>>;

/** Everything stored on a user, for their own download. */
export interface MyData {
  exportedAt: Date;
  account: AccountRow;
  newsletter: Rows<'newsletter'>;
  savedCards: Rows<'savedCards'>;
  favourites: Rows<'favourites'>;
  loans: Rows<'loans'>;
  watchPositions: Rows<'watchPositions'>;
  helpMessages: Rows<'helpMessages'>;
  playerSettings: StoredPlayerSettings | null;
  activeSessions: number;
  linkDays: number;
}

/** What a user may see and choose about the data kept on them (contract privacy.ts). */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function account(session: Session) {
    const row = session.userId === null ? undefined : await repo.account(session.userId);
    if (!row) throw new AppError('LOGIN_REQUIRED');
    return { userId: session.userId!, row };
  }

  async function choices(userId: number, keep: boolean): Promise<PrivacyChoices> {
    return { keepLoanHistory: keep, linkDays: deps.linkDays, stored: await repo.counts(userId) };
  }

  return {
    async overview(session: Session): Promise<PrivacyChoices> {
      const { userId, row } = await account(session);
      return choices(userId, row.keepLoanHistory);
    },

    async setKeepLoanHistory(session: Session, keep: boolean): Promise<PrivacyChoices> {
      const { userId } = await account(session);
      await repo.setKeepLoanHistory(userId, keep);
      if (!keep) await deps.unlinker.run(clock());
      return choices(userId, keep);
    },

    async export(session: Session): Promise<MyData> {
      const { userId, row } = await account(session);
      const [counts, newsletter, savedCards, favourites, loans, watchPositions, helpMessages] =
        await Promise.all([
          repo.counts(userId),
          repo.newsletter(userId),
          repo.savedCards(userId),
          repo.favourites(userId),
          repo.loans(userId),
          repo.watchPositions(userId),
          repo.helpMessages(userId),
        ]);
      const playerSettings = await deps.playerSettings(userId);
      return {
        exportedAt: clock(),
        account: row,
        newsletter,
        savedCards,
        favourites,
        loans,
        watchPositions,
        helpMessages,
        playerSettings,
        activeSessions: counts.sessions,
        linkDays: deps.linkDays,
      };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
