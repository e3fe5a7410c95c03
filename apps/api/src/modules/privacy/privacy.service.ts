import type { MyDataExport, PrivacyOverview } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { Session } from '../session/session.service';
import type { PrivacyRepository } from './privacy.repository';
import type { LoanUnlinker } from './unlink-loans';

export interface PrivacyServiceDeps {
  repo: PrivacyRepository;
  /** Removes the loan links that are due (run at once when a user stops keeping their history). */
  unlinker: Pick<LoanUnlinker, 'run'>;
  /** LOAN_PATRON_LINK_DAYS. */
  linkDays: number;
  clock?: () => Date;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** What a user may see and choose about the data kept on them (contract privacy.ts). */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function account(session: Session) {
    const row = session.userId === null ? undefined : await repo.account(session.userId);
    if (!row) throw new AppError('LOGIN_REQUIRED');
    return { userId: session.userId!, row };
  }

  async function overview(userId: number, keep: boolean): Promise<PrivacyOverview> {
    const counts = await repo.counts(userId);
    return {
      keep_loan_history: keep,
      loan_patron_link_days: deps.linkDays,
      stored: {
        saved_cards: counts.savedCards,
        favourites: counts.favourites,
        linked_loans: counts.linkedLoans,
        watch_positions: counts.watchPositions,
        sessions: counts.sessions,
        newsletter: counts.newsletter,
      },
    };
  }

  return {
    async overview(session: Session): Promise<PrivacyOverview> {
      const { userId, row } = await account(session);
      return overview(userId, row.keepLoanHistory);
    },

    async setKeepLoanHistory(session: Session, keep: boolean): Promise<PrivacyOverview> {
      const { userId } = await account(session);
      await repo.setKeepLoanHistory(userId, keep);
      if (!keep) await deps.unlinker.run(clock());
      return overview(userId, keep);
    },

    async export(session: Session): Promise<MyDataExport> {
      const { userId, row } = await account(session);
      const [counts, newsletter, cards, favourites, loans, positions] = await Promise.all([
        repo.counts(userId),
        repo.newsletter(userId),
        repo.savedCards(userId),
        repo.favourites(userId),
        repo.loans(userId),
        repo.watchPositions(userId),
      ]);
      return {
        exported_at: clock().toISOString(),
        account: {
          username: row.username,
          email: row.email,
          first_name: row.firstName,
          last_name: row.lastName,
          birthdate: row.birthdate,
          children_mode: row.childrenMode,
          country: row.countryIso.toUpperCase(),
          keep_loan_history: row.keepLoanHistory,
          created_at: row.createdAt.toISOString(),
        },
        newsletter,
        saved_cards: cards.map((c) => ({
          library_id: c.libraryId,
          library_name: c.libraryName,
          card_number: c.cardNumber,
          saved_at: iso(c.savedAtMs),
        })),
        favourites: favourites.map((f) => ({
          title_id: f.titleId,
          title_name: f.titleName,
          library_id: f.libraryId,
          added_at: iso(f.addedAtMs),
        })),
        loans: loans.map((l) => ({
          id: l.id,
          library_id: l.libraryId,
          library_name: l.libraryName,
          title_id: l.titleId,
          title_name: l.titleName,
          started_at: iso(l.startedAtMs),
          ends_at: iso(l.endsAtMs),
          linked_by: l.byAccount ? ('account' as const) : ('card' as const),
        })),
        watch_positions: positions.map((w) => ({
          title_id: w.titleId,
          title_name: w.titleName,
          position_seconds: w.positionSeconds,
          updated_at: iso(w.updatedAtMs),
        })),
        sessions: { active: counts.sessions },
        retention: { loan_patron_link_days: deps.linkDays },
      };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
