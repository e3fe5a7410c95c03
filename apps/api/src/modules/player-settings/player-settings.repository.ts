import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerSettings } from '../../db/schema';

export function createPlayerSettingsRepository(db: Database) {
  return {
    async find(userId: number): Promise<{ settings: unknown; updatedAt: Date } | null> {
      const [row] = await db
        .select({ settings: playerSettings.settings, updatedAt: playerSettings.updatedAt })
        .from(playerSettings)
        .where(eq(playerSettings.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Replaces the account's settings (or adds them); answers when they were saved. */
    async save(userId: number, settings: object): Promise<Date> {
      const [row] = await db
        .insert(playerSettings)
        .values({ userId, settings })
        .onConflictDoUpdate({
          target: playerSettings.userId,
          set: { settings, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: playerSettings.updatedAt });
      return row!.updatedAt;
    },
  };
}
export type PlayerSettingsRepository = ReturnType<typeof createPlayerSettingsRepository>;
