import { and, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { OperatorRole } from '@filmhyllan/contract';
import type { Database } from '../../db/client';
import { librarians, operators, sessionLoans, sessions, users } from '../../db/schema';

export interface SessionRecord {
  idHash: string;
  portal: 'customer' | 'librarian' | 'operator';
  csrfHash: string;
  userId: number | null;
  librarianId: number | null;
  operatorId: number | null;
  /** The logged-in operator's role (null without an operator). */
  operatorRole: OperatorRole | null;
  childMode: boolean;
  /** The logged-in user's profile asks for child mode (false without a user). */
  userChildrenMode: boolean;
  /** Loans were made in the session (session_loans), so a title page may find one to watch. */
  hasLoans: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export function createSessionRepository(db: Database) {
  /** Every request with a session runs this, so it is prepared once (no query building per request). */
  const findSession = db
    .select({
      ...getTableColumns(sessions),
      userChildrenMode: sql<boolean>`coalesce(${users.childrenMode}, false)`,
      operatorRole: operators.role,
      hasLoans: sql<boolean>`exists (select 1 from ${sessionLoans} where ${sessionLoans.sessionIdHash} = ${sessions.idHash})`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(operators, eq(operators.id, sessions.operatorId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_find');

  return {
    async insert(
      record: Omit<
        SessionRecord,
        'createdAt' | 'lastSeenAt' | 'userChildrenMode' | 'hasLoans' | 'operatorRole'
      > & {
        now: Date;
      },
    ): Promise<void> {
      const { now, ...values } = record;
      await db.insert(sessions).values({ ...values, createdAt: now, lastSeenAt: now });
    },

    async find(idHash: string): Promise<SessionRecord | undefined> {
      const [row] = await findSession.execute({ idHash });
      return row;
    },

    async touch(idHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    },

    async replaceCsrf(idHash: string, csrfHash: string, now: Date): Promise<void> {
      await db.update(sessions).set({ csrfHash, lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    },

    async setChildMode(idHash: string): Promise<void> {
      await db.update(sessions).set({ childMode: true }).where(eq(sessions.idHash, idHash));
    },

    async setOwner(
      idHash: string,
      owner: { userId: number | null; librarianId: number | null; operatorId?: number | null },
    ): Promise<void> {
      await db.update(sessions).set(owner).where(eq(sessions.idHash, idHash));
    },

    /**
     * Gives the session a new id, CSRF token and owner in one statement (login). Rows tied to the session
     * follow the id by their foreign keys' ON UPDATE CASCADE. False when the session was gone already.
     */
    async rotate(
      idHash: string,
      next: {
        idHash: string;
        csrfHash: string;
        userId: number | null;
        librarianId: number | null;
        operatorId: number | null;
      },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ ...next, lastSeenAt: now })
        .where(eq(sessions.idHash, idHash))
        .returning({ idHash: sessions.idHash });
      return rows.length === 1;
    },

    /** Forgets the loans made in the session (logout): they are no longer its to watch. */
    async forgetLoans(idHash: string): Promise<void> {
      await db.delete(sessionLoans).where(eq(sessionLoans.sessionIdHash, idHash));
    },

    async remove(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    async removeExpired(idleBefore: Date, now: Date): Promise<number> {
      const expired = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.idHash });
      const idle = await db
        .delete(sessions)
        .where(lt(sessions.lastSeenAt, idleBefore))
        .returning({ id: sessions.idHash });
      return expired.length + idle.length;
    },

    async findUser(userId: number) {
      const [row] = await db
        .select({
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          childrenMode: users.childrenMode,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async findLibrarian(librarianId: number) {
      const [row] = await db
        .select({ username: librarians.username, libraryId: librarians.libraryId })
        .from(librarians)
        .where(and(eq(librarians.id, librarianId)))
        .limit(1);
      return row;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
