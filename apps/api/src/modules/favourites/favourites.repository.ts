import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, libraries, titles } from '../../db/schema';

export type FavouriteRow = typeof favourites.$inferSelect;

export function createFavouritesRepository(db: Database) {
  return {
    async titleExists(titleId: number): Promise<boolean> {
      return (
        (await db.select({ id: titles.id }).from(titles).where(eq(titles.id, titleId)).limit(1)).length > 0
      );
    },

    async activeLibraryExists(libraryId: number): Promise<boolean> {
      const rows = await db
        .select({ id: libraries.id })
        .from(libraries)
        .where(and(eq(libraries.id, libraryId), eq(libraries.active, true)))
        .limit(1);
      return rows.length > 0;
    },

    /** Adds the favourite unless the user already has the title; answers the favourite either way. */
    async add(userId: number, titleId: number, libraryId: number): Promise<FavouriteRow> {
      const [inserted] = await db
        .insert(favourites)
        .values({ userId, titleId, libraryId })
        .onConflictDoNothing({ target: [favourites.userId, favourites.titleId] })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.titleId, titleId)))
        .limit(1);
      return existing!;
    },

    async remove(userId: number, titleId: number): Promise<void> {
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.titleId, titleId)));
    },

    /** Newest first. */
    async list(userId: number): Promise<FavouriteRow[]> {
      return db
        .select()
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.id));
    },
  };
}
export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
