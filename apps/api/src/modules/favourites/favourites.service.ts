import type { Language, TitleSummary } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { Session } from '../session/session.service';
import type { FavouritesRepository } from './favourites.repository';

export interface FavouritesServiceDeps {
  repo: FavouritesRepository;
  /**
   * Title cards for the favourites, with is_favourite for the session's user (catalogue module): one per row, a
   * series once (null for the rows its card stands for, docs/decisions/058).
   */
  titleCards: (
    session: Session,
    rows: { titleId: number; libraryId: number }[],
    locale: Language,
  ) => Promise<(TitleSummary | null)[]>;
}

/** A title the user keeps, in the library they chose it in. */
export interface FavouriteEntry {
  id: number;
  titleId: number;
  libraryId: number;
}

export function createFavouritesService(deps: FavouritesServiceDeps) {
  const { repo } = deps;
  const userId = (session: Session): number => {
    if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
    return session.userId;
  };

  return {
    async add(session: Session, titleId: number, libraryId: number): Promise<FavouriteEntry> {
      const id = userId(session);
      if (!(await repo.titleExists(titleId))) throw new AppError('TITLE_NOT_FOUND');
      if (!(await repo.activeLibraryExists(libraryId))) throw new AppError('LIBRARY_NOT_FOUND');
      const row = await repo.add(id, titleId, libraryId);
      return { id: row.id, titleId: row.titleId, libraryId: row.libraryId };
    },

    async remove(session: Session, titleId: number): Promise<void> {
      await repo.remove(userId(session), titleId);
    },

    /** The favourites with their titles' shared summaries (already in the wire's shape, decision 027). */
    async list(session: Session, locale: Language): Promise<(FavouriteEntry & { title: TitleSummary })[]> {
      const rows = await repo.list(userId(session));
      const cards = await deps.titleCards(session, rows, locale);
      return rows.flatMap((row, i) => {
        const title = cards[i];
        return title ? [{ id: row.id, titleId: row.titleId, libraryId: row.libraryId, title }] : [];
      });
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
