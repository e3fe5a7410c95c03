import { randomBytes } from 'node:crypto';
import {
  ChangeNotice,
  noticeCounters,
  type ChangeNotices,
  type NoticeLog,
} from '../modules/notices/change-notices';

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
  const { counts, snapshot } = noticeCounters();
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
