import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { sha256Hex } from '../lib/keyed-hash';
import { createTestApp, form, startSession, type TestApp } from '../test-support/test-app';
import { fixtureUser, seedFixtures } from '../test-support/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
});
afterAll(() => t.close());

const renew = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/renew_portal_csrftoken', ...form(fields) });

describe('init_portal_session', () => {
  it('answers a long random session id and CSRF token, and stores only their hashes', async () => {
    const { sessionid, csrftoken } = await startSession(t.app);
    expect(Buffer.from(sessionid, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(sessionid).not.toBe(csrftoken);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256Hex(sessionid)));
    expect(row?.portal).toBe('customer');
    expect(row?.csrfHash).toBe(sha256Hex(csrftoken));
    expect(JSON.stringify(row)).not.toContain(sessionid);
  });

  it('starts librarian sessions and refuses an unknown portal with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/init_portal_session',
      ...form({ portal: 'librarian' }),
    });
    expect(res.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/init_portal_session',
      ...form({ portal: 'admin' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_FAILED', fields: { portal: expect.any(String) } },
    });
  });

  it('gives every call a fresh, unpredictable id', async () => {
    const ids = new Set(
      await Promise.all(Array.from({ length: 20 }, async () => (await startSession(t.app)).sessionid)),
    );
    expect(ids.size).toBe(20);
  });
});

describe('renew_portal_csrftoken', () => {
  it('replaces the CSRF token: the new one works, the old one is refused with 403', async () => {
    const { sessionid, csrftoken } = await startSession(t.app);
    const res = await renew({ portal_sessionid: sessionid, portal_csrftoken: csrftoken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, login_data: { user: null, librarian: null } });
    expect(body.new_csrftoken).not.toBe(csrftoken);

    const stale = await renew({ portal_sessionid: sessionid, portal_csrftoken: csrftoken });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ success: false, error: { code: 'CSRF_INVALID' } });
    expect(
      (await renew({ portal_sessionid: sessionid, portal_csrftoken: body.new_csrftoken })).statusCode,
    ).toBe(200);
  });

  it('refuses a missing CSRF token with 403 and an unknown session with 401', async () => {
    const { sessionid } = await startSession(t.app);
    const missing = await renew({ portal_sessionid: sessionid });
    expect(missing.statusCode).toBe(403);
    const unknown = await renew({ portal_sessionid: 'x'.repeat(43), portal_csrftoken: 'y'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ success: false, error: { code: 'SESSION_INVALID' } });
    const none = await renew({});
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('SESSION_REQUIRED');
  });

  it('puts a session into child mode when a child-mode build renews it, and never out of it', async () => {
    const { sessionid, csrftoken } = await startSession(t.app);
    const childMode = async () =>
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.idHash, sha256Hex(sessionid)))
      )[0]?.childMode;
    const plain = await renew({ portal_sessionid: sessionid, portal_csrftoken: csrftoken });
    expect(await childMode()).toBe(false);
    const child = await renew({
      portal_sessionid: sessionid,
      portal_csrftoken: plain.json().new_csrftoken,
      child_mode: '1',
    });
    expect(child.statusCode, child.body).toBe(200);
    expect(await childMode()).toBe(true);
    await renew({
      portal_sessionid: sessionid,
      portal_csrftoken: child.json().new_csrftoken,
      child_mode: '0',
    });
    expect(await childMode()).toBe(true);
    expect((await t.app.services.sessions.resolve(sessionid)).childMode).toBe(true);
  });

  it("returns the logged-in user's data", async () => {
    const { sessionid, csrftoken } = await startSession(t.app);
    const session = await t.app.services.sessions.resolve(sessionid);
    await t.app.services.sessions.setOwner(session, { userId: fixtureUser.id, librarianId: null });
    const res = await renew({ portal_sessionid: sessionid, portal_csrftoken: csrftoken });
    expect(res.json().login_data.user).toEqual({
      username: 'ulla',
      email: 'ulla@example.com',
      first_name: 'Ulla',
      last_name: 'Larsson',
    });
  });

  it('ends sessions after the idle timeout and after the absolute timeout', async () => {
    const { sessionid, csrftoken } = await startSession(t.app);
    const idHash = sha256Hex(sessionid);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3601_000) })
      .where(eq(sessions.idHash, idHash));
    expect((await renew({ portal_sessionid: sessionid, portal_csrftoken: csrftoken })).statusCode).toBe(401);
    // The expired row is gone, not merely refused.
    expect(await t.database.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);

    const second = await startSession(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, sha256Hex(second.sessionid)));
    expect(
      (await renew({ portal_sessionid: second.sessionid, portal_csrftoken: second.csrftoken })).statusCode,
    ).toBe(401);
  });
});

describe('session fields on GET calls', () => {
  it('needs portal_sessionid in the query string and never a CSRF token', async () => {
    const { sessionid } = await startSession(t.app);
    const ok = await t.app.inject({
      url: `/api/i18n/translation/get_translations?portal_sessionid=${sessionid}`,
    });
    expect(ok.statusCode).toBe(200);
    const none = await t.app.inject({ url: '/api/i18n/translation/get_translations' });
    expect(none.statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/i18n/translation/get_translations?portal_sessionid=nope' });
    expect(bad.statusCode).toBe(401);
  });
});

describe('logging', () => {
  it('never writes a session id or CSRF token into the log', async () => {
    const { sessionid, csrftoken } = await startSession(t.app);
    await t.app.inject({
      url: `/api/library/library/get_all_libraries?country=se&portal_sessionid=${sessionid}`,
    });
    await t.app.inject({
      url: `/api/library/library/get_all_libraries?country=xx&portal_sessionid=${sessionid}`,
    });
    await renew({ portal_sessionid: sessionid, portal_csrftoken: csrftoken });
    await renew({ portal_sessionid: sessionid, portal_csrftoken: 'wrong' });
    const log = t.logs.join('\n');
    expect(log).toContain('get_all_libraries'); // the requests were logged ...
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(sessionid); // ... without the secrets
    expect(log).not.toContain(csrftoken);
  });
});

describe('rate limit on new sessions', () => {
  it('answers 429 with the error shape once a client starts too many sessions', async () => {
    const limited = await createTestApp({ sessionStartsPerMinute: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/init_portal_session',
              ...form({ portal: 'customer' }),
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/init_portal_session', ...form({}) });
      expect(res.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    } finally {
      await limited.close();
    }
  });
});
