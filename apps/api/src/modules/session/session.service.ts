import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { OperatorRole, Portal } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/keyed-hash';
import type { ChangeNotice } from '../notices/change-notices';
import type { SessionRecord, SessionRepository } from './session.repository';

export interface SessionTimeouts {
  /** A session unused for this long ends. */
  idleSeconds: number;
  /** A session ends this long after it started, however busy. */
  absoluteSeconds: number;
}

/** The session a request runs in; the raw id stays inside the session plugin. */
export interface Session {
  idHash: string;
  portal: Portal;
  userId: number | null;
  librarianId: number | null;
  /** The logged-in operator (operator portal) and their role, else null. */
  operatorId: number | null;
  operatorRole: OperatorRole | null;
  /** Started by a child-mode build; with a child-mode user profile the catalogue also narrows (see catalogue). */
  childMode: boolean;
  /** The logged-in user's profile asks for child mode. */
  userChildrenMode: boolean;
  /** Loans were made in this session (a title page may offer one to watch without the PIN). */
  hasLoans: boolean;
  /** Set when the request came with an operator's API token instead of a session (docs/decisions/050). */
  apiTokenId?: number;
}

/**
 * A call's session id and CSRF token as their SHA-256 hashes, which is what the database keeps: what a route
 * that checks its session in its own statements may carry (the raw id stays inside the session plugin).
 */
export interface SessionCredentials {
  idHash: string;
  csrfHash: string;
}

/** Who a session belongs to: at most one of the two is set, by portal. */
export interface LoginData {
  user: { username: string; email: string; firstName: string; lastName: string } | null;
  librarian: { username: string; libraryId: number } | null;
}

/** Who a session is logged in as: at most one of them, by portal (an operator only in the operator portal). */
export interface SessionOwner {
  userId: number | null;
  librarianId: number | null;
  operatorId?: number | null;
}

/** Last-seen times are written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Reads (GET calls) may use a session looked up this recently instead of asking the database again: a page of
 * the catalogue then costs no query at all. Every change to a session through this process (login, logout, a
 * new CSRF token, any POST) forgets it at once; calls that change state always read the database.
 */
const READ_CACHE_MS = 5_000;
const READ_CACHE_MAX = 50_000;

/** 256 random bits, URL-safe: session ids and CSRF tokens. */
const newToken = (): string => randomBytes(32).toString('base64url');

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createSessionService(
  repo: SessionRepository,
  timeouts: SessionTimeouts,
  clock = () => new Date(),
  /** Tells the other server processes of a session that changed or ended (modules/notices). */
  publish: (notice: ChangeNotice) => void = () => undefined,
) {
  const isLive = (record: SessionRecord, now: Date): boolean =>
    record.expiresAt.getTime() > now.getTime() &&
    now.getTime() - record.lastSeenAt.getTime() < timeouts.idleSeconds * 1000;

  const recent = new Map<string, { record: SessionRecord; readAt: number }>();
  const forget = (idHash: string) => recent.delete(idHash);
  /** A session changed here: this process forgets it, and so does every other (their read caches). */
  const changed = (idHash: string) => {
    forget(idHash);
    publish({ topic: 'session', idHash });
  };
  const forgetUser = (userId: number) => {
    for (const [idHash, entry] of recent) if (entry.record.userId === userId) recent.delete(idHash);
  };
  const forgetLibrarian = (librarianId: number) => {
    for (const [idHash, entry] of recent) if (entry.record.librarianId === librarianId) recent.delete(idHash);
  };
  const forgetOperator = (operatorId: number) => {
    for (const [idHash, entry] of recent) if (entry.record.operatorId === operatorId) recent.delete(idHash);
  };
  const remember = (record: SessionRecord, readAt: number) => {
    if (recent.size >= READ_CACHE_MAX) recent.delete(recent.keys().next().value!);
    recent.set(record.idHash, { record, readAt });
  };

  /**
   * A session record as a lookup found it (undefined: none) made the call's session, or refused: SESSION_INVALID
   * for none or one no longer live (which is removed), CSRF_INVALID when a call that changes state (`csrfHash`
   * given) does not carry the session's token. A record last seen over a minute ago is touched.
   */
  async function settle(
    record: SessionRecord | undefined,
    csrfHash: string | undefined,
    now: Date,
  ): Promise<Session> {
    if (!record || !isLive(record, now)) {
      if (record) {
        forget(record.idHash);
        await repo.remove(record.idHash);
      }
      throw new AppError('SESSION_INVALID');
    }
    if (csrfHash !== undefined && !sameHash(csrfHash, record.csrfHash)) {
      throw new AppError('CSRF_INVALID');
    }
    if (now.getTime() - record.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await repo.touch(record.idHash, now);
      record.lastSeenAt = now;
    }
    return {
      idHash: record.idHash,
      portal: record.portal,
      userId: record.userId,
      librarianId: record.librarianId,
      operatorId: record.operatorId,
      operatorRole: record.operatorRole,
      childMode: record.childMode,
      userChildrenMode: record.userChildrenMode,
      hasLoans: record.hasLoans,
    };
  }

  async function renewCsrf(session: Session): Promise<string> {
    const csrftoken = newToken();
    changed(session.idHash);
    await repo.replaceCsrf(session.idHash, sha256Hex(csrftoken), clock());
    return csrftoken;
  }

  return {
    async start(portal: Portal, childMode = false): Promise<{ sessionid: string; csrftoken: string }> {
      const sessionid = newToken();
      const csrftoken = newToken();
      const now = clock();
      await repo.insert({
        idHash: sha256Hex(sessionid),
        csrfHash: sha256Hex(csrftoken),
        portal,
        userId: null,
        librarianId: null,
        operatorId: null,
        childMode,
        now,
        expiresAt: new Date(now.getTime() + timeouts.absoluteSeconds * 1000),
      });
      return { sessionid, csrftoken };
    },

    /**
     * Finds the live session for a raw id, or refuses with SESSION_INVALID (401). Without a CSRF token (a read)
     * the session may come from the last few seconds' lookups; with one it is always read from the database.
     */
    async resolve(sessionid: string, csrftoken?: string): Promise<Session> {
      const idHash = sha256Hex(sessionid);
      const now = clock();
      const cached = csrftoken === undefined ? recent.get(idHash) : undefined;
      let record: SessionRecord | undefined;
      if (cached && now.getTime() - cached.readAt < READ_CACHE_MS) {
        record = cached.record;
      } else {
        record = await repo.find(idHash);
        if (record) remember(record, now.getTime());
        else forget(idHash);
      }
      return settle(record, csrftoken === undefined ? undefined : sha256Hex(csrftoken), now);
    },

    /** The hashes of a call's session id and CSRF token (see SessionCredentials). */
    credentials(sessionid: string, csrftoken: string): SessionCredentials {
      return { idHash: sha256Hex(sessionid), csrfHash: sha256Hex(csrftoken) };
    },

    /** `resolve` for a call that changes state, from its credentials: always read from the database. */
    async resolveCredentials(credentials: SessionCredentials): Promise<Session> {
      const record = await repo.find(credentials.idHash);
      if (!record) forget(credentials.idHash);
      return settle(record, credentials.csrfHash, clock());
    },

    /** A live session was last seen after this instant (a statement that checks a session itself uses it). */
    seenAfter(now: Date): Date {
      return new Date(now.getTime() - timeouts.idleSeconds * 1000);
    },

    settle,

    /** Drops a session from the recent lookups (after a call that may have changed it or its user). */
    forget(session: Session): void {
      forget(session.idHash);
    },

    /** A new CSRF token; the old one stops working. */
    renewCsrf,

    /**
     * Every other session of a user ended in the database (a new password, a deleted account): this process and
     * every other forget the user's sessions, so none of them is used again from a read cache.
     */
    userSessionsEnded(userId: number): void {
      forgetUser(userId);
      publish({ topic: 'user-sessions', userId });
    },

    /**
     * Every session of a librarian ended in the database (deactivated, a new password): this process and every
     * other forget them, so none is used again from a read cache.
     */
    librarianSessionsEnded(librarianId: number): void {
      forgetLibrarian(librarianId);
      publish({ topic: 'librarian-sessions', librarianId });
    },

    /**
     * An operator's sessions ended or their role changed in the database (docs/decisions/045): this process and
     * every other read them again, so none is used from a read cache.
     */
    operatorSessionsEnded(operatorId: number): void {
      forgetOperator(operatorId);
      publish({ topic: 'operator-sessions', operatorId });
    },

    /** Another process changed a session or ended a user's sessions: they are read from the database again. */
    noticed(notice: ChangeNotice): void {
      if (notice.topic === 'session') forget(notice.idHash);
      if (notice.topic === 'user-sessions') forgetUser(notice.userId);
      if (notice.topic === 'librarian-sessions') forgetLibrarian(notice.librarianId);
      if (notice.topic === 'operator-sessions') forgetOperator(notice.operatorId);
    },

    /** Child mode from now on, for the rest of the session (there is no way back out of it). */
    async enterChildMode(session: Session): Promise<void> {
      changed(session.idHash);
      await repo.setChildMode(session.idHash);
    },

    async setOwner(session: Session, owner: SessionOwner): Promise<void> {
      changed(session.idHash);
      await repo.setOwner(session.idHash, owner);
    },

    /**
     * Logs the session in as `owner` under a new session id and CSRF token (session fixation: whoever knew the
     * id before the login learns nothing by it). The old id is refused from now on; the session's portal, child
     * mode, start and expiry and the loans made in it stay with the new id. A session that is already gone
     * (ended meanwhile, or rotated by a parallel login) is SESSION_INVALID.
     */
    async logIn(session: Session, owner: SessionOwner): Promise<{ sessionid: string; csrftoken: string }> {
      const sessionid = newToken();
      const csrftoken = newToken();
      changed(session.idHash);
      const rotated = await repo.rotate(
        session.idHash,
        {
          idHash: sha256Hex(sessionid),
          csrfHash: sha256Hex(csrftoken),
          ...owner,
          operatorId: owner.operatorId ?? null,
        },
        clock(),
      );
      if (!rotated) throw new AppError('SESSION_INVALID');
      return { sessionid, csrftoken };
    },

    /**
     * Ends the login: the session stays, anonymous, with a new CSRF token (spec section 4), and forgets the
     * loans made in it, which were the logged-in person's to watch.
     */
    async logOut(session: Session): Promise<string> {
      changed(session.idHash);
      await repo.forgetLoans(session.idHash);
      await repo.setOwner(session.idHash, { userId: null, librarianId: null, operatorId: null });
      return renewCsrf(session);
    },

    async loginData(session: Session): Promise<LoginData> {
      const user = session.userId === null ? undefined : await repo.findUser(session.userId);
      const librarian =
        session.librarianId === null ? undefined : await repo.findLibrarian(session.librarianId);
      return {
        user: user
          ? { username: user.username, email: user.email, firstName: user.firstName, lastName: user.lastName }
          : null,
        librarian: librarian ? { username: librarian.username, libraryId: librarian.libraryId } : null,
      };
    },

    async purgeExpired(): Promise<number> {
      const now = clock();
      return repo.removeExpired(new Date(now.getTime() - timeouts.idleSeconds * 1000), now);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
