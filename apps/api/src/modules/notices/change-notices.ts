import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * What one server process tells the others when it changed something they hold in memory (docs/decisions/021):
 * a session that changed or ended (its id's hash), every session of a user (a new password, a deleted account),
 * the catalogue (a title excluded or returned) and the library rows (a librarian's budget settings).
 */
export const ChangeNotice = z.discriminatedUnion('topic', [
  z.object({ topic: z.literal('session'), idHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ topic: z.literal('user-sessions'), userId: z.number().int() }),
  z.object({ topic: z.literal('catalogue') }),
  z.object({ topic: z.literal('libraries') }),
]);
export type ChangeNotice = z.infer<typeof ChangeNotice>;

export interface ChangeNotices {
  /** Tells every other process; the caller has already applied the change to its own memory. */
  publish(notice: ChangeNotice): Promise<void>;
  /** Called with every notice another process published. */
  subscribe(handler: (notice: ChangeNotice) => void): void;
  /** Notices received, published and lost (a publish that failed, a message that could not be read). */
  counts(): { received: number; published: number; failed: number };
  close(): Promise<void>;
}

interface NoticeLog {
  warn(obj: object, msg: string): void;
}

function counters() {
  const counts = { received: 0, published: 0, failed: 0 };
  return { counts, snapshot: () => ({ ...counts }) };
}

/** One process alone (the embedded database): nobody to tell. */
export function createLocalChangeNotices(): ChangeNotices {
  const { snapshot } = counters();
  return {
    publish: async () => undefined,
    subscribe: () => undefined,
    counts: snapshot,
    close: async () => undefined,
  };
}

/** The channel of one database schema: processes on another schema (a parallel test file) hear nothing. */
export const noticeChannel = (schemaName: string | undefined): string =>
  schemaName ? `filmhyllan_changes_${schemaName}` : 'filmhyllan_changes';

const RECONNECT_MS = 1_000;

/**
 * Notices over PostgreSQL's LISTEN/NOTIFY, which every process already reaches, on one connection of their own
 * that listens and publishes. A notice carries the sending process's id, so a process skips its own. The
 * connection is opened again after a failure; while it is down notices are lost, and the safety nets hold:
 * sessions are read again within 5 s, the catalogue's change counter within 2 s, library rows within their TTL.
 */
export async function createPostgresChangeNotices(options: {
  databaseUrl: string;
  schemaName?: string | undefined;
  log: NoticeLog;
}): Promise<ChangeNotices> {
  const { default: pg } = await import('pg');
  const channel = noticeChannel(options.schemaName);
  const origin = randomBytes(8).toString('hex');
  const handlers: ((notice: ChangeNotice) => void)[] = [];
  const { counts, snapshot } = counters();
  let client: InstanceType<typeof pg.Client> | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  const deliver = (payload: string | undefined) => {
    let parsed: { origin?: unknown; notice?: unknown };
    try {
      parsed = JSON.parse(payload ?? '') as typeof parsed;
    } catch {
      counts.failed++;
      return;
    }
    if (parsed.origin === origin) return;
    const notice = ChangeNotice.safeParse(parsed.notice);
    if (!notice.success) {
      counts.failed++;
      return;
    }
    counts.received++;
    for (const handler of handlers) handler(notice.data);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) deliver(message.payload);
    });
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'change notices: connection lost');
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
  }

  function scheduleReconnect() {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error }, 'change notices: cannot connect');
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    reconnect.unref();
  }

  await connect();

  return {
    async publish(notice) {
      const target = client;
      if (!target) {
        counts.failed++;
        return;
      }
      try {
        await target.query('select pg_notify($1, $2)', [channel, JSON.stringify({ origin, notice })]);
        counts.published++;
      } catch (error) {
        counts.failed++;
        options.log.warn({ err: error, topic: notice.topic }, 'change notices: publish failed');
      }
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    counts: snapshot,
    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      const target = client;
      client = undefined;
      await target?.end().catch(() => undefined);
    },
  };
}
