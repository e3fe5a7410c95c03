import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import pg from 'pg';
import type { ChangeNotices } from '../modules/notices/change-notices';

/** How long a request waits for an upload's lock before tus answers it as a lock timeout. */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request tries the lock again (and asks its holder to let go). */
const RETRY_MS = 100;

/** The advisory lock's two int4 keys of an upload: the first 8 bytes of a hash of its id, in its own space. */
export function lockKeys(id: string): [number, number] {
  const digest = createHash('sha256').update(`filmhyllan-upload\0${id}`).digest();
  return [digest.readInt32BE(0), digest.readInt32BE(4)];
}

/**
 * The locks of resumable uploads across processes (docs/decisions/070): with the uploads in a bucket, a resumed
 * upload's PATCH may land on any process, and two must never write one upload at once. A lock is PostgreSQL's
 * session advisory lock, held on a connection of its own for the request's length (a process that dies lets go
 * with its connection). As with tus's own locker, a request that wants a held lock asks the holder to end its
 * request (a client that reconnected after a network failure must not wait for the old request's timeout): the
 * wish travels as an `upload-lock` change notice, heard by every process, and the one holding it calls its
 * release. Without DATABASE_URL (one process) tus's memory locker does the same.
 */
export function createPostgresUploadLocker(options: {
  pool: pg.Pool;
  notices: ChangeNotices;
  acquireTimeoutMs?: number;
}): Locker {
  return lockerOn(options);
}

/**
 * The locker with a pool of its own on DATABASE_URL (at most `connections` uploads written at once per process),
 * and the pool's end for the shutdown.
 */
export function openPostgresUploadLocker(options: {
  databaseUrl: string;
  notices: ChangeNotices;
  connections?: number;
}): { locker: Locker; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.connections ?? 20 });
  return { locker: lockerOn({ pool, notices: options.notices }), close: () => pool.end() };
}

function lockerOn(options: { pool: pg.Pool; notices: ChangeNotices; acquireTimeoutMs?: number }): Locker {
  const timeoutMs = options.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS;
  const held = new Map<string, RequestRelease>();
  options.notices.subscribe((notice) => {
    if (notice.topic !== 'upload-lock') return;
    const release = held.get(notice.uploadId);
    if (release) void Promise.resolve(release()).catch(() => undefined);
  });

  return {
    newLock(id: string): Lock {
      let connection: pg.PoolClient | undefined;
      const [high, low] = lockKeys(id);
      return {
        async lock(stopSignal, requestRelease) {
          const client = await options.pool.connect();
          // A connection lost while held (the database restarted) takes the lock with it; it must not take the
          // process too (a checked-out client's errors are its own, not the pool's).
          const lost = () => held.delete(id);
          client.on('error', lost);
          const deadline = Date.now() + timeoutMs;
          try {
            for (;;) {
              const { rows } = await client.query<{ locked: boolean }>(
                'select pg_try_advisory_lock($1, $2) as locked',
                [high, low],
              );
              if (rows[0]?.locked) {
                connection = client;
                held.set(id, requestRelease);
                return;
              }
              // Held elsewhere (or by another request here): its holder is asked to end its request.
              const local = held.get(id);
              if (local) await local();
              else await options.notices.publish({ topic: 'upload-lock', uploadId: id });
              if (stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
              await sleep(RETRY_MS, undefined, { signal: stopSignal }).catch(() => undefined);
            }
          } catch (error) {
            client.off('error', lost);
            client.release();
            throw error;
          }
        },
        async unlock() {
          const client = connection;
          if (!client) throw new Error('Releasing an unlocked lock!');
          connection = undefined;
          held.delete(id);
          client.removeAllListeners('error');
          try {
            await client.query('select pg_advisory_unlock($1, $2)', [high, low]);
            client.release();
          } catch (error) {
            // A connection that cannot unlock is closed: the lock goes with it.
            client.release(error as Error);
          }
        },
      };
    },
  };
}
