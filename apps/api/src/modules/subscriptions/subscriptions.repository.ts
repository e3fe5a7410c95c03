import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Records a newsletter answer for an address: one row per e-mail address (ignoring case), the newest answer
 * winning. Exported so that account changes (register, profile) can write it inside their own transaction.
 * countryIso is kept in upper case, as the newsletter calls send it.
 */
export async function upsertSubscription(
  db: Database,
  values: { userId: number; email: string; countryIso: string; optIn: boolean },
): Promise<{ isActive: boolean }> {
  // Raw SQL: the conflict target is the expression index on lower(email), which Drizzle cannot name.
  const [row] = await queryRows<{ isActive: boolean }>(
    db,
    sql`insert into subscriptions (user_id, email, country_iso, opt_in, is_active)
      values (${values.userId}, ${values.email}, ${values.countryIso}, ${values.optIn}, ${values.optIn})
      on conflict (lower(email)) do update set user_id = excluded.user_id, email = excluded.email,
        country_iso = excluded.country_iso, opt_in = excluded.opt_in, is_active = excluded.is_active
      returning is_active as "isActive"`,
  );
  return row!;
}

export function createSubscriptionsRepository(db: Database) {
  return {
    /** The subscription of a user's current e-mail address. */
    async ofUser(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select({ subscription: subscriptions })
        .from(users)
        .innerJoin(subscriptions, sql`lower(${subscriptions.email}) = lower(${users.email})`)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.subscription;
    },

    async userEmail(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email;
    },

    async save(values: { userId: number; email: string; countryIso: string; optIn: boolean }) {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ newsletter: values.optIn }).where(eq(users.id, values.userId));
        return upsertSubscription(tx, values);
      });
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
