import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countryConfigs, helpMessages, users } from '../../db/schema';

export function createHelpRepository(db: Database) {
  return {
    /** userId: the account logged in when it was sent (its messages go when it is deleted), else null. */
    async saveMessage(message: {
      userId: number | null;
      subject: string;
      contactEmail: string;
      message: string;
    }): Promise<number> {
      const [row] = await db.insert(helpMessages).values(message).returning({ id: helpMessages.id });
      return row!.id;
    },

    async supportAddress(countryIso: string): Promise<string | undefined> {
      const [row] = await db
        .select({ contactEmail: countryConfigs.contactEmail })
        .from(countryConfigs)
        .where(eq(countryConfigs.countryIso, countryIso))
        .limit(1);
      return row?.contactEmail;
    },

    async userCountry(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ countryIso: users.countryIso })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.countryIso;
    },
  };
}
export type HelpRepository = ReturnType<typeof createHelpRepository>;
