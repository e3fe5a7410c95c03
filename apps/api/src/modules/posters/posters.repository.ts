import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** What a generated poster is drawn from; undefined when no title has the id. */
export interface PosterTitle {
  id: number;
  name: string;
  year: number | null;
  genreNames: string[];
}

export function createPostersRepository(db: Database) {
  return {
    async posterTitle(titleId: number): Promise<PosterTitle | undefined> {
      const [title] = await queryRows<{
        id: number;
        name: string;
        year: number | null;
        genres: string[] | null;
      }>(
        db,
        sql`select t.id, coalesce(nullif(t.name, ''), t.name_en, '') as name, t.year,
          (select array_agg(coalesce(g.names->>'en', '') order by g.id)
             from title_genres tg join genres g on g.id = tg.genre_id where tg.title_id = t.id) as genres
        from titles t where t.id = ${titleId}`,
      );
      return title && { id: title.id, name: title.name, year: title.year, genreNames: title.genres ?? [] };
    },
  };
}
export type PostersRepository = ReturnType<typeof createPostersRepository>;
