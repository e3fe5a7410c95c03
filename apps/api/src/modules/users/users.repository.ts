import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  countryConfigs,
  helpMessages,
  passwordResetTokens,
  sessions,
  subscriptions,
  users,
} from '../../db/schema';
import { upsertSubscription } from '../subscriptions/subscriptions.repository';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  countryIso: string;
  newsletter: boolean;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  birthdate: string | null;
  childrenMode: boolean;
  /** Lower case, as the users table keeps it. */
  countryIso: string;
  newsletter: boolean;
}

/** Which unique index a failed insert or update ran into, if any (drivers wrap the PostgreSQL error differently). */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

export function createUsersRepository(db: Database) {
  /** Ends the user's sessions except one (the caller's), e.g. after a password change. */
  const endSessions = (tx: Database, userId: number, exceptIdHash: string | null) =>
    tx
      .delete(sessions)
      .where(
        exceptIdHash === null
          ? eq(sessions.userId, userId)
          : and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)),
      );

  return {
    /** By username ignoring case. */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The account with this e-mail address, ignoring case. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    /** A deleted account is gone: its username and address are free again (docs/decisions/025). */
    async usernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return rows.length > 0;
    },

    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = lower(${email})`,
            exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The new account and, when asked, its active newsletter subscription, together or not at all. */
    async create(user: NewUser, newsletterCountry: string | null): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(user).returning();
        if (newsletterCountry !== null) {
          await upsertSubscription(tx, {
            userId: row!.id,
            email: user.email,
            countryIso: newsletterCountry,
            optIn: true,
          });
        }
        return row!;
      });
    },

    /**
     * Replaces the profile. The subscription follows the address (it is keyed by it); newsletter on makes it
     * active for the profile's country, off ends an existing one (no row is made for a mere unchecked box).
     */
    async updateProfile(userId: number, change: ProfileChange): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        if (before && before.email.toLowerCase() !== change.email.toLowerCase()) {
          await tx
            .update(subscriptions)
            .set({ email: change.email })
            .where(sql`lower(${subscriptions.email}) = lower(${before.email})`);
        }
        const [row] = await tx.update(users).set(change).where(eq(users.id, userId)).returning();
        if (change.newsletter) {
          await upsertSubscription(tx, {
            userId,
            email: change.email,
            countryIso: change.countryIso.toUpperCase(),
            optIn: true,
          });
        } else {
          await tx
            .update(subscriptions)
            .set({ optIn: false, isActive: false })
            .where(sql`lower(${subscriptions.email}) = lower(${change.email})`);
        }
        return row!;
      });
    },

    async isSubscribed(email: string): Promise<boolean> {
      const [row] = await db
        .select({ isActive: subscriptions.isActive })
        .from(subscriptions)
        .where(sql`lower(${subscriptions.email}) = lower(${email})`)
        .limit(1);
      return row?.isActive ?? false;
    },

    async setPassword(userId: number, passwordHash: string, keepSessionIdHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await endSessions(tx, userId, keepSessionIdHash);
      });
    },

    // ------------------------------------------------------------ password reset tokens

    async insertResetToken(tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
    },

    /** Tokens of a user that still work: how many links went out within the last token lifetime. */
    async liveResetTokens(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, userId),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Sets a new password with a reset token, in one transaction: the token is used up with a conditional UPDATE
     * (so two requests with one token cannot both succeed), the user's other
     * tokens stop working and the user's other sessions end. Answers the user's id, or null when the token does
     * not work.
     */
    async resetPassword(
      tokenHash: string,
      passwordHash: string,
      now: Date,
      keepSessionIdHash: string,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!token) return null;
        const updated = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, token.userId))
          .returning({ id: users.id });
        if (updated.length === 0) return null;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
        await endSessions(tx, token.userId, keepSessionIdHash);
        return token.userId;
      });
    },

    /**
     * Deletes the account and every personal datum of it, in one transaction (docs/decisions/025). The row goes,
     * and with it (by the foreign keys) its saved cards, favourites, watch positions, reset tokens, help messages
     * sent while logged in and sessions, except the caller's, which stays as an anonymous session; its loans stay
     * for the library's budget and statistics without the account (ON DELETE SET NULL). The subscription of its
     * address and the help messages sent with its address go as well. Nothing is kept to block the username or
     * the address: both are free to register again.
     */
    async erase(userId: number, keepSessionIdHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!row) return;
        // Before the row goes: a subscription keeps its user_id only until then (ON DELETE SET NULL).
        await tx
          .delete(subscriptions)
          .where(
            or(eq(subscriptions.userId, userId), sql`lower(${subscriptions.email}) = lower(${row.email})`),
          );
        await tx.delete(helpMessages).where(sql`lower(${helpMessages.contactEmail}) = lower(${row.email})`);
        await tx
          .update(sessions)
          .set({ userId: null })
          .where(and(eq(sessions.idHash, keepSessionIdHash), eq(sessions.userId, userId)));
        await tx.delete(users).where(eq(users.id, userId));
      });
    },

    /** Which languages a country's site has; undefined for a country without a configuration. */
    async countryLanguages(countryIso: string) {
      const [row] = await db
        .select({ languages: countryConfigs.languages })
        .from(countryConfigs)
        .where(eq(countryConfigs.countryIso, countryIso))
        .limit(1);
      return row?.languages;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
