import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { librarians, librarianTokens, libraries, sessions } from '../../db/schema';
import type { NewLink } from '../mail/one-time-link';

/** A librarian account as operators manage it (no password hash). */
export interface LibrarianAccountRow {
  id: number;
  username: string;
  email: string | null;
  libraryId: number;
  active: boolean;
  hasPassword: boolean;
  /** When the newest unused invitation link stops working (it may be past); null without one. */
  inviteExpiresAt: Date | null;
  /** When the librarian last logged in; null until the first login. */
  lastLoginAt: Date | null;
  createdAt: Date;
}

export type LinkPurpose = 'invite' | 'reset';

/** The librarian whose password a link has just set, and which kind of link it was. */
export interface UsedPasswordLink {
  id: number;
  username: string;
  libraryId: number;
  purpose: LinkPurpose;
}

const accountColumns = {
  id: librarians.id,
  username: librarians.username,
  email: librarians.email,
  libraryId: librarians.libraryId,
  active: librarians.active,
  hasPassword: sql<boolean>`${librarians.passwordHash} is not null`,
  inviteExpiresAt: sql<Date | null>`(
    select max(${librarianTokens.expiresAt}) from ${librarianTokens}
    where ${librarianTokens.librarianId} = ${librarians.id}
      and ${librarianTokens.purpose} = 'invite' and ${librarianTokens.usedAt} is null
  )`.mapWith(librarianTokens.expiresAt),
  lastLoginAt: librarians.lastLoginAt,
  createdAt: librarians.createdAt,
};

/** The librarian accounts and their one-time links (docs/decisions/035). */
export function createLibrarianAccountsRepository(db: Database) {
  /** Every unused link of a librarian stops working (a new one went out, a password was chosen, deactivated). */
  const endLinks = (tx: Database, librarianId: number, now: Date) =>
    tx
      .update(librarianTokens)
      .set({ usedAt: now })
      .where(and(eq(librarianTokens.librarianId, librarianId), isNull(librarianTokens.usedAt)));
  const endSessions = (tx: Database, librarianId: number) =>
    tx.delete(sessions).where(eq(sessions.librarianId, librarianId));

  return {
    async list(libraryId?: number): Promise<LibrarianAccountRow[]> {
      return db
        .select(accountColumns)
        .from(librarians)
        .where(libraryId === undefined ? undefined : eq(librarians.libraryId, libraryId))
        .orderBy(asc(librarians.libraryId), asc(sql`lower(${librarians.username})`));
    },

    async findById(id: number): Promise<LibrarianAccountRow | undefined> {
      const [row] = await db.select(accountColumns).from(librarians).where(eq(librarians.id, id));
      return row;
    },

    /** An active librarian by e-mail ignoring case (the first made, should two share an address). */
    async findActiveByEmail(email: string): Promise<LibrarianAccountRow | undefined> {
      const [row] = await db
        .select(accountColumns)
        .from(librarians)
        .where(and(sql`lower(${librarians.email}) = lower(${email})`, eq(librarians.active, true)))
        .orderBy(asc(librarians.id))
        .limit(1);
      return row;
    },

    async libraryCountry(libraryId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ countryIso: libraries.countryIso })
        .from(libraries)
        .where(eq(libraries.id, libraryId));
      return row?.countryIso;
    },

    /** Unused, unexpired links of a librarian of one purpose. */
    async liveLinks(librarianId: number, purpose: LinkPurpose, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(librarianTokens)
        .where(
          and(
            eq(librarianTokens.librarianId, librarianId),
            eq(librarianTokens.purpose, purpose),
            isNull(librarianTokens.usedAt),
            gt(librarianTokens.expiresAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * A new librarian without a password and their invitation link, with `changed` (the audit entry) in the same
     * transaction. Undefined when the username is taken (ignoring case).
     */
    async insertInvited(
      account: { username: string; email: string; libraryId: number },
      link: NewLink,
      changed: (tx: Database, row: LibrarianAccountRow) => Promise<void>,
    ): Promise<LibrarianAccountRow | undefined> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(librarians)
          .values({ ...account, passwordHash: null })
          .onConflictDoNothing()
          .returning({ id: librarians.id });
        if (!inserted) return undefined;
        await tx.insert(librarianTokens).values({ ...link, librarianId: inserted.id, purpose: 'invite' });
        const [row] = await tx.select(accountColumns).from(librarians).where(eq(librarians.id, inserted.id));
        await changed(tx, row!);
        return row!;
      });
    },

    /** A new link of `purpose`; earlier unused links of the same librarian stop working when `replace` says so. */
    async insertLink(
      librarianId: number,
      purpose: LinkPurpose,
      link: NewLink,
      now: Date,
      options: { replace: boolean; changed?: (tx: Database) => Promise<void> },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (options.replace) await endLinks(tx, librarianId, now);
        await tx.insert(librarianTokens).values({ ...link, librarianId, purpose });
        await options.changed?.(tx);
      });
    },

    /**
     * Deactivates a librarian in one transaction: the row stays, inactive; their links stop working and their
     * sessions end. Answers the row before and after, or undefined for an unknown id.
     */
    async deactivate(
      librarianId: number,
      now: Date,
      changed: (
        tx: Database,
        rows: { before: LibrarianAccountRow; after: LibrarianAccountRow },
      ) => Promise<void>,
    ): Promise<LibrarianAccountRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(accountColumns)
          .from(librarians)
          .where(eq(librarians.id, librarianId))
          .for('update');
        if (!before) return undefined;
        await tx.update(librarians).set({ active: false }).where(eq(librarians.id, librarianId));
        await endLinks(tx, librarianId, now);
        await endSessions(tx, librarianId);
        const after = { ...before, active: false, inviteExpiresAt: null };
        await changed(tx, { before, after });
        return after;
      });
    },

    /**
     * Sets a password with a link's token in one transaction: the token is used up by a conditional UPDATE (two
     * uses cannot both succeed), the librarian must be active, every other link stops working and every session
     * of the librarian ends; `changed` writes the audit entry in the same transaction. Answers the librarian,
     * or undefined when the token does not work.
     */
    async usePasswordLink(
      tokenHash: string,
      passwordHash: string,
      now: Date,
      changed: (tx: Database, row: UsedPasswordLink) => Promise<void>,
    ): Promise<UsedPasswordLink | undefined> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(librarianTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(librarianTokens.tokenHash, tokenHash),
              isNull(librarianTokens.usedAt),
              gt(librarianTokens.expiresAt, now),
            ),
          )
          .returning({ librarianId: librarianTokens.librarianId, purpose: librarianTokens.purpose });
        if (!token) return undefined;
        const [row] = await tx
          .update(librarians)
          .set({ passwordHash })
          .where(and(eq(librarians.id, token.librarianId), eq(librarians.active, true)))
          .returning({ id: librarians.id, username: librarians.username, libraryId: librarians.libraryId });
        // A deactivated librarian's links were ended with them; this only guards a race with deactivation.
        if (!row) return undefined;
        await endLinks(tx, row.id, now);
        await endSessions(tx, row.id);
        const used = { ...row, purpose: token.purpose };
        await changed(tx, used);
        return used;
      });
    },
  };
}
export type LibrarianAccountsRepository = ReturnType<typeof createLibrarianAccountsRepository>;
