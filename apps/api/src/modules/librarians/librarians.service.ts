import {
  BUDGET_CHANGES_LIMIT,
  STATISTICS_MONTHS,
  TOP_TITLES_COUNT,
  type CountryIso,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { addMonths, formatLocalDate, periodContaining } from '../../lib/calendar';
import type { AuditService } from '../audit/audit.service';
import type { CredentialCheck } from '../auth/credentials';
import type { GuessLimiter } from '../auth/guess-limiter';
import { budgetMonthKey, libraryBudgetState } from '../libraries/budget';
import { librarianTitleName } from './title-names';
import { reportTables } from '../statistics/monthly-reports';
import type {
  MonthlyReportsRepository,
  ReportSettingsChange,
} from '../statistics/monthly-reports.repository';
import type { Session, SessionService } from '../session/session.service';
import {
  budgetFields,
  type BudgetChange,
  type LibrarianRow,
  type LibrarianTitleRow,
  type LibrariansRepository,
  type LibraryRow,
  type Locale,
} from './librarians.repository';

/** The language a library's titles are named and sorted in: its country's main language. */
const libraryLocales: Record<CountryIso, Locale> = { se: 'sv', no: 'no', fi: 'fi' };

/** A librarian as the portal shows them. */
export interface LibrarianAccount {
  username: string;
  libraryId: number;
}

/** The library's month against its budget, its top titles this month and its last months. */
export interface LibraryOverview {
  library: LibraryRow;
  currentMonth: {
    /** YYYY-MM */
    month: string;
    loans: number;
    amountCents: number;
    patrons: number;
    remainingLoans: number | null;
    remainingCents: number | null;
    budgetReached: boolean;
    /** The day new loans open again when the budget is reached (YYYY-MM-DD), else null. */
    reopensOn: string | null;
  };
  topTitles: { titleId: number; name: string; loans: number }[];
  months: { month: string; loans: number; amountCents: number }[];
  /** The newest monthly report sent (month YYYY-MM-01), or undefined before the first. */
  lastReport: { month: string; sentTo: string; sentAt: Date } | undefined;
}

/** One save of the budget settings, as the audit recorded it. */
export interface BudgetChangeRecord {
  changedAt: Date;
  librarianName: string;
  changes: { field: string; old: string | number | null; new: string | number | null }[];
}

export interface LibrariansServiceDeps {
  repo: LibrariansRepository;
  /** The monthly report settings and the newest report sent (modules/statistics/monthly-reports). */
  reports: Pick<MonthlyReportsRepository, 'updateSettings' | 'last'>;
  sessions: SessionService;
  passwordMatches: CredentialCheck;
  /** Failed logins per username (the per-account guessing limit). */
  guesses: GuessLimiter;
  /** Told after a library's settings change, so cached library rows are read again. */
  libraryChanged?: (libraryId: number) => void;
  /** Told after the budget settings changed (budget alerts: a lower cap may reach a threshold at once). */
  budgetChanged?: (library: LibraryRow) => Promise<void>;
  /** Told after a save of the budget settings: the 'auto' pacing's weekday weights are computed at once. */
  pacingSaved?: (library: LibraryRow) => Promise<void>;
  /** Told after a library's catalogue changed (title exclusions), so the catalogue index is read again. */
  catalogueChanged?: () => Promise<void>;
  /** Where every change a librarian makes is recorded, in the change's own transaction. */
  audit: Pick<AuditService, 'record'>;
  clock?: () => Date;
}

/** Where a change comes from: the caller's address (`request.ip`, as TRUST_PROXY decides). */
export interface ChangeOrigin {
  address: string;
}

/** A librarian as the audit log names who made a change, from where. */
export const librarianActor = (librarian: LibrarianRow, origin: ChangeOrigin) => ({
  portal: 'librarian' as const,
  id: librarian.id,
  username: librarian.username,
  address: origin.address,
});

/** The library's budget settings under the contract's names, as the audit log shows them before and after. */
const budgetSnapshot = (row: LibraryRow) =>
  Object.fromEntries(budgetFields.map(([key, field]) => [field, row[key]]));

/**
 * The librarian portal. Every call after login works on the logged-in librarian's own library, taken from the
 * session: no call takes a library id, so one library's librarian cannot reach another's data.
 */
export function createLibrariansService(deps: LibrariansServiceDeps) {
  const { repo, sessions } = deps;
  const clock = deps.clock ?? (() => new Date());

  const actor = librarianActor;

  async function current(session: Session) {
    const row = session.librarianId === null ? undefined : await repo.findWithLibrary(session.librarianId);
    if (!row) throw new AppError('LOGIN_REQUIRED');
    return row;
  }

  return {
    async login(session: Session, username: string, password: string) {
      if (session.portal !== 'librarian') throw new AppError('FORBIDDEN');
      // Counted by the name typed, whether or not such a librarian exists, apart from customer usernames.
      const guess = await deps.guesses.begin(`librarian\0${username.toLowerCase()}`);
      const row = await repo.findByUsername(username);
      // An invited librarian without a password yet is checked against no hash, like an unknown username.
      if (!(await deps.passwordMatches(password, row?.passwordHash ?? undefined)) || !row) {
        throw new AppError('WRONG_USERNAME_OR_PASSWORD');
      }
      await guess.succeeded();
      await repo.recordLogin(row.id, clock());
      const { sessionid, csrftoken } = await sessions.logIn(session, { userId: null, librarianId: row.id });
      const librarian: LibrarianAccount = { username: row.username, libraryId: row.libraryId };
      return { librarian, sessionid, csrftoken };
    },

    /** Ends the login; answers the session's new CSRF token. */
    async logout(session: Session): Promise<{ csrftoken: string }> {
      return { csrftoken: await sessions.logOut(session) };
    },

    async data(session: Session): Promise<{ librarian: LibrarianAccount; library: LibraryRow }> {
      const { librarian, library } = await current(session);
      return { librarian: { username: librarian.username, libraryId: librarian.libraryId }, library };
    },

    /** The logged-in librarian and their library (LOGIN_REQUIRED without one). */
    account: current,

    /** The logged-in librarian's library (LOGIN_REQUIRED without one). */
    async library(session: Session): Promise<LibraryRow> {
      return (await current(session)).library;
    },

    async titles(
      session: Session,
    ): Promise<{ titles: LibrarianTitleRow[]; count: number; genres: { id: number; name: string }[] }> {
      const { library } = await current(session);
      const now = clock();
      const month = periodContaining(library.timeZone, now, 'month');
      const locale = libraryLocales[library.countryIso as CountryIso];
      const [titles, genres] = await Promise.all([
        repo.catalogueWithLoans(library, locale, month.startsAt, now),
        repo.genreNames(locale),
      ]);
      const used = new Set(titles.flatMap((title) => title.genreIds));
      return {
        titles,
        count: titles.filter((title) => !title.excluded).length,
        genres: genres.filter((genre) => used.has(genre.id)),
      };
    },

    /**
     * Takes a title (with series, every episode of its series) out of the library's catalogue or returns it
     * (contract setTitleExcluded). The catalogue index is read again before the answer, so this process's
     * patrons see the change at once; other processes see the catalogue version change within seconds.
     */
    async setTitleExcluded(
      session: Session,
      input: { titleId: number; excluded: boolean; series: boolean },
      origin: ChangeOrigin,
    ): Promise<{ excluded: boolean; titleIds: number[] }> {
      const { library, librarian } = await current(session);
      const ids = await repo.licensedTitles(library.countryIso, input.titleId, input.series);
      if (!ids.includes(input.titleId)) throw new AppError('TITLE_NOT_FOUND');
      await repo.setExcluded(library.id, ids, input.excluded, (tx, excludedIds) =>
        deps.audit.record(
          {
            actor: actor(librarian, origin),
            libraryId: library.id,
            action: input.excluded ? 'catalogue.exclude_titles' : 'catalogue.include_titles',
            objectType: 'title',
            objectId: input.titleId,
            before: { excluded_title_ids: excludedIds.before },
            after: { excluded_title_ids: excludedIds.after },
          },
          tx,
        ),
      );
      await deps.catalogueChanged?.();
      return { excluded: input.excluded, titleIds: ids };
    },

    async generalInfo(session: Session): Promise<LibraryOverview> {
      const { library } = await current(session);
      const now = clock();
      const period = periodContaining(library.timeZone, now, 'month');
      const currentKey = budgetMonthKey(library, now);
      const monthKeys = Array.from({ length: STATISTICS_MONTHS }, (_, i) =>
        formatLocalDate(addMonths(period.start, i - (STATISTICS_MONTHS - 1))),
      );
      const locale = libraryLocales[library.countryIso as CountryIso];
      const [spent, patrons, top, lastReport] = await Promise.all([
        repo.budgetMonths(library.id, monthKeys[0]!, currentKey),
        repo.patronsSince(library.id, period.startsAt),
        repo.topTitlesSince(library.id, period.startsAt, locale, TOP_TITLES_COUNT),
        deps.reports.last(library.id),
      ]);
      const byMonth = new Map(spent.map((row) => [row.month, row]));
      const usage = byMonth.get(currentKey) ?? { loans: 0, amountCents: 0 };
      const budget = libraryBudgetState(library, usage, now);
      const countCap = library.budgetType === 'count' ? library.monthlyBudgetLoans : null;
      const amountCap = library.budgetType === 'amount' ? library.monthlyBudgetCents : null;
      return {
        library,
        currentMonth: {
          month: currentKey.slice(0, 7),
          loans: usage.loans,
          amountCents: usage.amountCents,
          patrons,
          remainingLoans: countCap === null ? null : Math.max(0, countCap - usage.loans),
          remainingCents: amountCap === null ? null : Math.max(0, amountCap - usage.amountCents),
          budgetReached: budget.reached,
          reopensOn: budget.reopensOn,
        },
        topTitles: top.map((row) => ({
          titleId: row.titleId,
          name: librarianTitleName(row, locale),
          loans: row.loans,
        })),
        months: monthKeys.map((key) => ({
          month: key.slice(0, 7),
          loans: byMonth.get(key)?.loans ?? 0,
          amountCents: byMonth.get(key)?.amountCents ?? 0,
        })),
        lastReport,
      };
    },

    /**
     * Replaces the monthly e-mail report's settings of the librarian's own library (contract
     * updateReportSettings), audited as library.update_reports when something changed; answers the library.
     */
    async updateReportSettings(
      session: Session,
      input: ReportSettingsChange,
      origin: ChangeOrigin,
    ): Promise<{ library: LibraryRow; lastReport: LibraryOverview['lastReport'] }> {
      const { library, librarian } = await current(session);
      // Stored in StatisticsTable's order, so a save that only reorders the list changes nothing.
      const change = { ...input, reportTables: reportTables(input.reportTables) };
      const row = await deps.reports.updateSettings(library.id, change, (tx, rows) =>
        deps.audit.record(
          {
            actor: actor(librarian, origin),
            libraryId: library.id,
            action: 'library.update_reports',
            objectType: 'library',
            objectId: library.id,
            before: rows.before,
            after: rows.after,
          },
          tx,
        ),
      );
      deps.libraryChanged?.(library.id);
      return { library: row, lastReport: await deps.reports.last(library.id) };
    },

    /** Replaces the budget settings of the librarian's own library (contract updateBudget); answers the library. */
    async updateBudget(session: Session, input: BudgetChange, origin: ChangeOrigin): Promise<LibraryRow> {
      const { library, librarian } = await current(session);
      if (input.budgetType === 'count' && input.monthlyBudgetLoans === null) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { monthly_budget_loans: 'is required for a budget counted in loans' },
        });
      }
      if (input.budgetType === 'amount' && input.monthlyBudgetCents === null) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { monthly_budget_cents: 'is required for a budget counted in money' },
        });
      }
      const row = await repo.updateBudget(
        library.id,
        input,
        { librarianId: librarian.id, librarianName: librarian.username, at: clock() },
        (tx, rows) =>
          deps.audit.record(
            {
              actor: actor(librarian, origin),
              libraryId: library.id,
              action: 'library.update_budget',
              objectType: 'library',
              objectId: library.id,
              before: budgetSnapshot(rows.before),
              after: budgetSnapshot(rows.after),
            },
            tx,
          ),
      );
      await deps.pacingSaved?.(row);
      deps.libraryChanged?.(library.id);
      await deps.budgetChanged?.(row);
      return row;
    },

    /** The audit of the librarian's own library's budget settings, newest first (contract getBudgetChanges). */
    async budgetChanges(session: Session): Promise<BudgetChangeRecord[]> {
      const { library } = await current(session);
      return repo.budgetChanges(library.id, BUDGET_CHANGES_LIMIT);
    },
  };
}
export type LibrariansService = ReturnType<typeof createLibrariansService>;
