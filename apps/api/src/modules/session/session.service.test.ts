import { describe, expect, it } from 'vitest';
import type { SessionRecord, SessionRepository } from './session.repository';
import { createSessionService } from './session.service';

/** A session repository in memory that counts lookups. */
function memoryRepo() {
  const rows = new Map<string, SessionRecord>();
  const counts = { finds: 0 };
  const repo = {
    async insert({
      now,
      ...values
    }: Omit<SessionRecord, 'createdAt' | 'lastSeenAt' | 'userChildrenMode' | 'hasLoans'> & {
      now: Date;
    }) {
      rows.set(values.idHash, {
        ...values,
        userChildrenMode: false,
        hasLoans: false,
        createdAt: now,
        lastSeenAt: now,
      });
    },
    async find(idHash: string) {
      counts.finds++;
      const row = rows.get(idHash);
      return row && { ...row };
    },
    async touch(idHash: string, now: Date) {
      rows.get(idHash)!.lastSeenAt = now;
    },
    async replaceCsrf(idHash: string, csrfHash: string) {
      rows.get(idHash)!.csrfHash = csrfHash;
    },
    async setOwner(idHash: string, owner: { userId: number | null; librarianId: number | null }) {
      Object.assign(rows.get(idHash)!, owner);
    },
    async rotate(
      idHash: string,
      next: { idHash: string; csrfHash: string; userId: number | null; librarianId: number | null },
    ) {
      const row = rows.get(idHash);
      if (!row) return false;
      rows.delete(idHash);
      rows.set(next.idHash, { ...row, ...next });
      return true;
    },
    async remove(idHash: string) {
      rows.delete(idHash);
    },
  } as unknown as SessionRepository;
  return { repo, rows, counts };
}

describe('session lookups', () => {
  it('lets reads reuse a lookup for a few seconds, never writes, and forgets a session when it changes', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const { repo, rows, counts } = memoryRepo();
    const sessions = createSessionService(repo, { idleSeconds: 3600, absoluteSeconds: 86_400 }, () => now);
    const { sessionid, csrftoken } = await sessions.start('customer');

    const session = await sessions.resolve(sessionid);
    await sessions.resolve(sessionid);
    expect(counts.finds).toBe(1); // the second read reused the first lookup

    await sessions.resolve(sessionid, csrftoken);
    expect(counts.finds).toBe(2); // a call with a CSRF token always reads the database

    await sessions.setOwner(session, { userId: 7, librarianId: null });
    expect((await sessions.resolve(sessionid)).userId).toBe(7); // forgotten at the change, read again

    const before = counts.finds;
    now = new Date(now.getTime() + 6_000);
    await sessions.resolve(sessionid);
    expect(counts.finds).toBe(before + 1); // older than the reuse window: read again

    rows.clear(); // ended elsewhere (an expiry sweep): refused once the window has passed
    now = new Date(now.getTime() + 6_000);
    await expect(sessions.resolve(sessionid)).rejects.toMatchObject({ code: 'SESSION_INVALID' });
  });

  it('refuses a renewed session’s old CSRF token at once', async () => {
    const { repo } = memoryRepo();
    const sessions = createSessionService(repo, { idleSeconds: 3600, absoluteSeconds: 86_400 });
    const { sessionid, csrftoken } = await sessions.start('customer');
    const session = await sessions.resolve(sessionid);
    const renewed = await sessions.renewCsrf(session);
    await expect(sessions.resolve(sessionid, csrftoken)).rejects.toMatchObject({ code: 'CSRF_INVALID' });
    expect((await sessions.resolve(sessionid, renewed)).idHash).toBe(session.idHash);
  });

  it('logs in under a new id: the old one is refused at once, even by reads that had just looked it up', async () => {
    const { repo } = memoryRepo();
    const sessions = createSessionService(repo, { idleSeconds: 3600, absoluteSeconds: 86_400 });
    const old = await sessions.start('customer', true);
    const session = await sessions.resolve(old.sessionid); // a read: remembered for a few seconds
    const next = await sessions.logIn(session, { userId: 7, librarianId: null });
    expect(next.sessionid).not.toBe(old.sessionid);
    await expect(sessions.resolve(old.sessionid)).rejects.toMatchObject({ code: 'SESSION_INVALID' });
    await expect(sessions.resolve(old.sessionid, old.csrftoken)).rejects.toMatchObject({
      code: 'SESSION_INVALID',
    });
    const renewed = await sessions.resolve(next.sessionid, next.csrftoken);
    expect(renewed).toMatchObject({ userId: 7, portal: 'customer', childMode: true });
    // A second login with the ended id (a parallel login that lost) is refused too.
    await expect(sessions.logIn(session, { userId: 8, librarianId: null })).rejects.toMatchObject({
      code: 'SESSION_INVALID',
    });
  });
});
