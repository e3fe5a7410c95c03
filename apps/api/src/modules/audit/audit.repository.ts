import { containing } from '../../db/like-pattern';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, type AuditPortal, type AuditSnapshot } from '../../db/schema';

export type { AuditPortal, AuditSnapshot };
/** The transaction of a change, on which its entry is written (see `createAuditRepository`). */
export type AuditTransaction = Database;

/** One line of the audit log as it is written (its id and nothing else is chosen by the database). */
export interface AuditEntry {
  at: Date;
  portal: AuditPortal;
  actorId: number;
  actorUsername: string;
  libraryId: number | null;
  action: string;
  objectType: string;
  objectId: string;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  address: string;
}

export type AuditRow = AuditEntry & { id: number };

/** What a search narrows the log by; every filter left out matches everything. */
export interface AuditFilters {
  portal?: AuditPortal | undefined;
  actorId?: number | undefined;
  /** The actor's username, ignoring case. */
  actorUsername?: string | undefined;
  libraryId?: number | undefined;
  action?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  /** From this instant, included. */
  from?: Date | undefined;
  /** Until this instant, left out. */
  until?: Date | undefined;
  /** Words found anywhere: actor, action, object, address, before and after (ignoring case). */
  text?: string | undefined;
}

function where(filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.portal === undefined ? undefined : eq(auditLog.portal, filters.portal),
    filters.actorId === undefined ? undefined : eq(auditLog.actorId, filters.actorId),
    filters.actorUsername === undefined
      ? undefined
      : sql`lower(${auditLog.actorUsername}) = lower(${filters.actorUsername})`,
    filters.libraryId === undefined ? undefined : eq(auditLog.libraryId, filters.libraryId),
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
    filters.objectType === undefined ? undefined : eq(auditLog.objectType, filters.objectType),
    filters.objectId === undefined ? undefined : eq(auditLog.objectId, filters.objectId),
    filters.from === undefined ? undefined : gte(auditLog.at, filters.from),
    filters.until === undefined ? undefined : lt(auditLog.at, filters.until),
    ...(filters.text ?? '')
      .split(/\s+/)
      .filter((word) => word !== '')
      .map((word) => {
        const pattern = containing(word);
        return or(
          sql`${auditLog.actorUsername} ilike ${pattern}`,
          sql`${auditLog.action} ilike ${pattern}`,
          sql`${auditLog.objectType} ilike ${pattern}`,
          sql`${auditLog.objectId} ilike ${pattern}`,
          sql`${auditLog.address} ilike ${pattern}`,
          sql`${auditLog.before}::text ilike ${pattern}`,
          sql`${auditLog.after}::text ilike ${pattern}`,
        );
      }),
  ];
  return and(...conditions);
}

/**
 * The audit log's SQL. Only ever INSERT and SELECT: the table refuses UPDATE and DELETE (docs/decisions/032).
 * Made on a transaction (`createAuditRepository(tx)`), an entry is written with the change it records.
 */
export function createAuditRepository(db: Database) {
  return {
    async append(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    /** One page of the entries matching, newest first, and how many match in all. */
    async search(
      filters: AuditFilters,
      page: { offset: number; limit: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const condition = where(filters);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: count() }).from(auditLog).where(condition),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
