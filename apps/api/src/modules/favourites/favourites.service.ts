import type { Favourite, Language, TitleSummary } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { Session } from '../session/session.service';
import type { FavouritesRepository } from './favourites.repository';

export interface FavouritesServiceDeps {
  repo: FavouritesRepository;
  /** Title cards for any titles, with is_favourite for the session's user (catalogue module). */
  titleSummaries: (session: Session, ids: number[], locale: Language) => Promise<TitleSummary[]>;
}

export function createFavouritesService(deps: FavouritesServiceDeps) {
  const { repo } = deps;
  const userId = (session: Session): number => {
    if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
    return session.userId;
  };

  return {
    async add(session: Session, titleId: number, libraryId: number) {
      const id = userId(session);
      if (!(await repo.titleExists(titleId))) throw new AppError('TITLE_NOT_FOUND');
      if (!(await repo.activeLibraryExists(libraryId))) throw new AppError('LIBRARY_NOT_FOUND');
      const row = await repo.add(id, titleId, libraryId);
      return {
        success: true as const,
        favourite: { id: row.id, title_id: row.titleId, library_id: row.libraryId },
      };
    },

    async remove(session: Session, titleId: number) {
      await repo.remove(userId(session), titleId);
      return { success: true as const };
    },

    async list(session: Session, locale: Language): Promise<{ favourites: Favourite[] }> {
      const rows = await repo.list(userId(session));
      const titles = new Map(
        (
          await deps.titleSummaries(
            session,
            rows.map((row) => row.titleId),
            locale,
          )
        ).map((t) => [t.id, t]),
      );
      return {
        favourites: rows.flatMap((row) => {
          const title = titles.get(row.titleId);
          return title ? [{ id: row.id, title_id: row.titleId, library_id: row.libraryId, title }] : [];
        }),
      };
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
