import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { seedFixtures } from '../test-support/fixtures';
import { databaseState } from '../db/migration-state';
import { readinessPlugin } from './readiness';

describe('/api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: (h) => seedFixtures(h.db) });
  });
  afterAll(() => t.close());

  it('answers 200 while the database answers and holds every migration', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 while the newest migration of this build is missing from the database', async () => {
    const table = sql`${sql.identifier(t.database.migrationsSchema)}."__drizzle_migrations"`;
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.database.db,
      sql`select id, hash, created_at::text from ${table} order by created_at desc limit 1`,
    );
    await t.database.db.execute(sql`delete from ${table} where id = ${newest!.id}`);
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', reason: 'migrations_pending' });
      // Liveness is another question: the process and its database answer.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`insert into ${table} (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 once the process is shutting down, while health still answers', async () => {
    t.app.beginShutdown();
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', reason: 'shutting_down' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('/api/ready on a database that does not answer', () => {
  it('answers 503 unreachable', async () => {
    const refusing = {
      execute: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    } as unknown as Database;
    const app = Fastify();
    await app.register(readinessPlugin, { databaseState: () => databaseState(refusing, 'drizzle') });
    try {
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', reason: 'unreachable' });
    } finally {
      await app.close();
    }
  });
});
