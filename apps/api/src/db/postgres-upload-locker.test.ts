import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@tus/utils';
import type { ChangeNotices } from '../modules/notices/change-notices';
import { createPostgresChangeNotices } from './postgres-change-notices';
import { createPostgresUploadLocker, lockKeys } from './postgres-upload-locker';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * The locks of resumable uploads across processes (docs/decisions/070), on PostgreSQL: two lockers with pools and
 * notice connections of their own stand for two server processes.
 */
describe.runIf(databaseUrl)('upload locks across processes on PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  const notices: ChangeNotices[] = [];
  const schemaName = `upload_locks_${randomBytes(4).toString('hex')}`;
  const log = { warn: () => {} };
  let first: ReturnType<typeof createPostgresUploadLocker>;
  let second: ReturnType<typeof createPostgresUploadLocker>;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      pools.push(new pg.Pool({ connectionString: databaseUrl, max: 3 }));
      notices.push(await createPostgresChangeNotices({ databaseUrl: databaseUrl!, schemaName, log }));
    }
    first = createPostgresUploadLocker({ pool: pools[0]!, notices: notices[0]!, acquireTimeoutMs: 3_000 });
    second = createPostgresUploadLocker({ pool: pools[1]!, notices: notices[1]!, acquireTimeoutMs: 3_000 });
  });
  afterAll(async () => {
    for (const n of notices) await n.close();
    for (const pool of pools) await pool.end();
  });

  it('lets one process write an upload at a time: the other asks the holder to let go, then takes it', async () => {
    const id = `upload-${randomBytes(6).toString('hex')}`;
    const held = first.newLock(id);
    let asked = 0;
    let releaseHolder!: () => void;
    const holderAsked = new Promise<void>((resolve) => (releaseHolder = resolve));
    await held.lock(new AbortController().signal, () => {
      asked++;
      releaseHolder();
    });

    const waiting = second.newLock(id);
    let acquired = false;
    const taking = waiting.lock(new AbortController().signal, () => {}).then(() => (acquired = true));
    // The holder hears the wish (through PostgreSQL's notices, as another process would) and ends its request.
    await holderAsked;
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(acquired).toBe(false);
    await held.unlock();
    await taking;
    expect(acquired).toBe(true);

    // Now the first process must wait for it in turn.
    const again = first.newLock(id);
    const refused = again.lock(AbortSignal.timeout(300), () => {});
    await expect(refused).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await waiting.unlock();
    await again.lock(new AbortController().signal, () => {});
    await again.unlock();
  });

  it('keeps different uploads apart, and gives up after its timeout when the holder does not let go', async () => {
    const one = first.newLock(`upload-${randomBytes(6).toString('hex')}`);
    const other = second.newLock(`upload-${randomBytes(6).toString('hex')}`);
    await one.lock(new AbortController().signal, () => {});
    await other.lock(new AbortController().signal, () => {});
    await other.unlock();

    const stubborn = `upload-${randomBytes(6).toString('hex')}`;
    const holder = first.newLock(stubborn);
    await holder.lock(new AbortController().signal, () => {}); // never lets go
    const started = Date.now();
    await expect(second.newLock(stubborn).lock(new AbortController().signal, () => {})).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    await holder.unlock();
    await one.unlock();
  }, 15_000);

  it('lets go of a lock whose process died (its connection closed)', async () => {
    const id = `upload-${randomBytes(6).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    pool.on('error', () => {}); // its connection is about to be killed
    const dying = createPostgresUploadLocker({ pool, notices: notices[0]!, acquireTimeoutMs: 3_000 });
    const dead = dying.newLock(id);
    await dead.lock(new AbortController().signal, () => {});
    // The process dies: PostgreSQL sees its connection go.
    const [high, low] = lockKeys(id);
    const killer = new pg.Client({ connectionString: databaseUrl });
    await killer.connect();
    const { rows } = await killer.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_locks
        where locktype = 'advisory' and granted and classid = $1 and objid = $2 and objsubid = 2`,
      [high >>> 0, low >>> 0],
    );
    await killer.end();
    expect(rows).toEqual([{ ended: true }]);
    const lock = second.newLock(id);
    await lock.lock(new AbortController().signal, () => {});
    await lock.unlock();
    // The dead process's own unlock fails on its lost connection, which is closed rather than reused.
    await dead.unlock();
    await pool.end();
  });
});
