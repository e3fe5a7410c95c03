import { AppError } from '../../lib/app-error';
import { renderPoster } from './poster';
import type { PostersRepository } from './posters.repository';

/** Posters generated from the title (no image files, no network). */
export function createPostersService(repo: Pick<PostersRepository, 'posterTitle'>) {
  return {
    /** The SVG poster of a title; NOT_FOUND when no title has the id. */
    async svg(titleId: number): Promise<string> {
      const title = await repo.posterTitle(titleId);
      if (!title) throw new AppError('NOT_FOUND');
      return renderPoster(title);
    },
  };
}
export type PostersService = ReturnType<typeof createPostersService>;
