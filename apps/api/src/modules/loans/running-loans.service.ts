import type { Language, TitleSummary } from '@filmhyllan/contract';
import { RUNNING_LOANS_LIMIT } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { Session } from '../session/session.service';
import type { LoanWindow } from './loans.repository';
import type { RunningLoansRepository } from './running-loans.repository';

export interface RunningLoansDeps {
  repo: RunningLoansRepository;
  /** An active library from the in-memory directory (undefined: none), so a filter costs no query. */
  libraryById: (id: number) => Promise<unknown>;
  /** Title summaries in the caller's language (the catalogue's). */
  titleSummaries: (session: Session, ids: number[], locale: Language) => Promise<TitleSummary[]>;
  clock?: () => Date;
}

/** A running loan with its title and the logged-in user's saved position of it. */
export interface RunningLoanEntry extends LoanWindow {
  title: TitleSummary;
  positionSeconds: number | null;
  positionUpdatedAt: Date | null;
}

/** One loan per title: the one that runs longest (two cards may each have borrowed it), in the order given. */
function oncePerTitle(rows: LoanWindow[]): LoanWindow[] {
  const longest = new Map<number, LoanWindow>();
  for (const row of rows) {
    const kept = longest.get(row.titleId);
    if (!kept || row.endsAt > kept.endsAt) longest.set(row.titleId, row);
  }
  return rows.filter((row) => longest.get(row.titleId) === row);
}

/**
 * Continue watching (docs/decisions/058): the running loans a caller may watch without a PIN, with their titles
 * and, for a logged-in user, the position saved on the server, so the row is the same on every device.
 */
export function createRunningLoansService(deps: RunningLoansDeps) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async runningLoans(
      session: Session,
      libraryId: number | null,
      locale: Language,
    ): Promise<RunningLoanEntry[]> {
      if (libraryId !== null && !(await deps.libraryById(libraryId))) throw new AppError('LIBRARY_NOT_FOUND');
      // An anonymous session that never borrowed costs no query (the catalogue read path, decision 013).
      if (session.userId === null && !session.hasLoans) return [];
      const rows = oncePerTitle(
        await deps.repo.runningLoans(
          { userId: session.userId, sessionIdHash: session.idHash },
          libraryId,
          clock(),
          RUNNING_LOANS_LIMIT,
        ),
      );
      if (rows.length === 0) return [];
      const titleIds = rows.map((row) => row.titleId);
      const [summaries, positions] = await Promise.all([
        deps.titleSummaries(session, titleIds, locale),
        session.userId === null ? [] : deps.repo.watchPositions(session.userId, titleIds),
      ]);
      const titles = new Map(summaries.map((title) => [title.id, title]));
      const saved = new Map(positions.map((position) => [position.titleId, position]));
      return rows.flatMap((row) => {
        const title = titles.get(row.titleId);
        const position = saved.get(row.titleId);
        return title
          ? [
              {
                ...row,
                title,
                positionSeconds: position?.positionSeconds ?? null,
                positionUpdatedAt: position?.updatedAt ?? null,
              },
            ]
          : [];
      });
    },
  };
}
export type RunningLoansService = ReturnType<typeof createRunningLoansService>;
