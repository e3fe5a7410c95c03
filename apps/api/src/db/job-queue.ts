import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from './client';

/*
 * Delivery of durable jobs with pg-boss 10 (docs/decisions/047), on the database the app already has: the
 * PostgreSQL pool or the embedded PGlite, through pg-boss's `db` option. pg-boss hands each delivery to one worker
 * (SELECT ... FOR UPDATE SKIP LOCKED), takes a delivery back when its worker stops renewing it (expiry, renewed
 * by `extend` as a heartbeat) and gives it to another worker. What a job is and where it stands is kept in our
 * own `jobs` table (modules/jobs); a delivery carries only the job's id.
 */

/** One delivery of a job to this worker. */
export interface Delivery {
  /** Our job's id (the `jobs` row). */
  jobId: string;
  /** pg-boss's id of this delivery, for `extend`. */
  deliveryId: string;
}

export interface JobQueueOptions {
  /** The schema pg-boss keeps its tables in (created on start). */
  schema: string;
  /**
   * A running delivery not renewed for this long is taken for dead and delivered again (the heartbeat renews it
   * every third of it).
   */
  leaseSeconds: number;
  /** Deliveries after a worker died before the job is given up (the dead-letter handler then fails it). */
  redeliveries: number;
  /** How often an idle worker looks for work; a job sent by this process wakes its own workers at once. */
  pollSeconds: number;
  /** How often pg-boss looks for expired deliveries (at least 1 s). */
  maintenanceSeconds: number;
  onError: (err: unknown) => void;
}

/**
 * pg-boss's schema beside the app's: `pgboss`, or `<schema>_jobs` for a database kept in a schema of its own (the
 * PostgreSQL tests give each file one).
 */
export function jobQueueSchema(handle: Pick<DatabaseHandle, 'connection'>): string {
  const schemaName = handle.connection?.schemaName;
  return schemaName ? `${schemaName}_jobs` : 'pgboss';
}

/** The dead-letter queue: deliveries whose workers died `redeliveries + 1` times. */
export const LOST_JOBS_QUEUE = 'jobs_lost';

export interface JobQueue {
  start(): Promise<void>;
  /** Makes sure the queue of `kind` exists (idempotent). */
  ensureKind(kind: string): Promise<void>;
  send(kind: string, jobId: string): Promise<void>;
  /**
   * Takes deliveries of `kind`, one at a time, until `stop`. The handler answers `skip` when the job is no longer
   * its worker's (another worker took it over after its lease ran out): the delivery is then left alone.
   */
  work(kind: string, handler: (delivery: Delivery) => Promise<'complete' | 'skip'>): Promise<void>;
  /** Renews a running delivery for another lease; false when it is no longer running (taken over, expired). */
  extend(kind: string, deliveryId: string): Promise<boolean>;
  /** Stops taking work and waits up to `timeoutMs` for the deliveries in hand. */
  stop(timeoutMs: number): Promise<void>;
}

type QueryResult = { rows: unknown[] };
interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<QueryResult>;
  exec(text: string): Promise<QueryResult[]>;
  transaction<T>(run: (tx: { exec(text: string): Promise<QueryResult[]> }) => Promise<T>): Promise<T>;
}
interface PoolClient {
  query(text: string, values?: unknown[]): Promise<QueryResult>;
}

/**
 * pg-boss's `db` over the app's own driver. PGlite runs one statement per `query`; pg-boss's scripts without
 * parameters (its schema, its locked maintenance steps in BEGIN ... COMMIT) go through `exec`, which runs them
 * as one script, and answer the last statement's rows. PGlite runs one script at a time, so nothing interleaves.
 */
export function jobQueueDb(db: Database): {
  executeSql(text: string, values?: unknown[]): Promise<QueryResult>;
} {
  const client = (db as unknown as { $client: PgliteClient | PoolClient }).$client;
  if ('exec' in client) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // A script in BEGIN ... COMMIT runs as PGlite's own transaction: it holds the connection throughout and
        // rolls back when a statement fails (a failed statement would otherwise leave the one connection in an
        // aborted transaction).
        const inner = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/.exec(text)?.[1];
        const results =
          inner === undefined ? await client.exec(text) : await client.transaction((tx) => tx.exec(inner));
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

export function createJobQueue(db: Database, options: JobQueueOptions): JobQueue {
  const schema = options.schema;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('invalid job queue schema name');
  const sqlDb = jobQueueDb(db);
  const boss = new PgBoss({
    db: sqlDb,
    schema,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    monitorStateIntervalSeconds: Math.max(options.maintenanceSeconds, 60),
    // No cron here: the scheduler's clock checks would be one more timer for nothing.
    schedule: false,
  } as PgBoss.ConstructorOptions);
  boss.on('error', options.onError);
  const kinds = new Map<string, Promise<void>>();
  const wakers = new Map<string, { wake(): void }[]>();
  const loops: Promise<void>[] = [];
  let started: Promise<unknown> | undefined;
  let stopping = false;

  const queueOf = (kind: string): PgBoss.Queue => ({
    name: kind,
    retryLimit: options.redeliveries,
    retryDelay: 0,
    expireInSeconds: options.leaseSeconds,
    deadLetter: LOST_JOBS_QUEUE,
  });

  // One queue made at a time, by this instance; another process making the same queue at the same moment can
  // deadlock with it (partition DDL), which is tried again.
  let making: Promise<unknown> = Promise.resolve();
  const ensureQueue = (queue: PgBoss.Queue): Promise<void> => {
    const make = async (tries: number): Promise<void> => {
      try {
        const existing = await boss.getQueue(queue.name);
        if (!existing) await boss.createQueue(queue.name, queue);
        else if (
          existing.retryLimit !== queue.retryLimit ||
          existing.expireInSeconds !== queue.expireInSeconds ||
          existing.deadLetter !== queue.deadLetter
        ) {
          await boss.updateQueue(queue.name, queue);
        }
      } catch (err) {
        if (tries > 0 && (err as { code?: string }).code === '40P01') return make(tries - 1);
        if (tries > 0 && (await boss.getQueue(queue.name))) return make(tries - 1);
        throw err;
      }
    };
    const done = making.then(() => make(3));
    making = done.catch(() => {});
    return done;
  };

  return {
    async start() {
      started ??= boss.start().then(() => ensureQueue({ name: LOST_JOBS_QUEUE, retryLimit: 0 }));
      await started;
    },
    async ensureKind(kind) {
      let ready = kinds.get(kind);
      if (!ready) {
        ready = this.start().then(() => ensureQueue(queueOf(kind)));
        kinds.set(kind, ready);
        ready.catch(() => kinds.delete(kind));
      }
      await ready;
    },
    async send(kind, jobId) {
      await this.ensureKind(kind);
      await boss.send(kind, { jobId }, {});
      for (const worker of wakers.get(kind) ?? []) worker.wake();
    },
    async work(kind, handler) {
      if (kind !== LOST_JOBS_QUEUE) await this.ensureKind(kind);
      else await this.start();
      // Our own loop over fetch/complete/fail rather than pg-boss's `work`: that one gives up on a handler after
      // the delivery's expiry on its own clock, which the heartbeat cannot renew, and takes the next delivery.
      const worker = { wake: () => {} };
      wakers.set(kind, [...(wakers.get(kind) ?? []), worker]);
      const idle = () =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollSeconds * 1000);
          worker.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      const loop = async () => {
        while (!stopping) {
          let job: PgBoss.Job<{ jobId: string }> | undefined;
          try {
            [job] = await boss.fetch<{ jobId: string }>(kind, { batchSize: 1 });
          } catch (err) {
            options.onError(err);
          }
          if (!job) {
            if (!stopping) await idle();
            continue;
          }
          try {
            const outcome = await handler({ jobId: job.data.jobId, deliveryId: job.id });
            if (outcome === 'complete') await boss.complete(kind, job.id);
          } catch (err) {
            // Failed deliveries are delivered again (to any worker) until the queue's redeliveries run out.
            await boss
              .fail(kind, job.id, { message: err instanceof Error ? err.message : String(err) })
              .catch(options.onError);
          }
        }
      };
      loops.push(loop());
    },
    async extend(kind, deliveryId) {
      // pg-boss 10 has no heartbeat of its own: a delivery expires `expire_in` after `started_on`, so renewing
      // it moves `expire_in` to now + one lease (pg-boss's job table, pinned to its major version 10).
      const { rows } = await sqlDb.executeSql(
        `UPDATE ${schema}.job SET expire_in = (now() - started_on) + $3 * interval '1 second'
         WHERE name = $1 AND id = $2 AND state = 'active' RETURNING id`,
        [kind, deliveryId, options.leaseSeconds],
      );
      return rows.length > 0;
    },
    async stop(timeoutMs) {
      stopping = true;
      for (const worker of [...wakers.values()].flat()) worker.wake();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(loops),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
      if (started) await boss.stop({ graceful: false, close: false, wait: true });
      started = undefined;
      kinds.clear();
      wakers.clear();
      loops.length = 0;
    },
  };
}
