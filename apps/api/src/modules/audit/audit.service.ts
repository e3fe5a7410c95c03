import { AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX } from '@filmhyllan/contract';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import type {
  AuditEntry,
  AuditFilters,
  AuditPortal,
  AuditRepository,
  AuditRow,
  AuditSnapshot,
  AuditTransaction,
} from './audit.repository';

/** Who made a change, from where: the portal's session gives the actor, the request the address. */
export interface AuditActor {
  portal: AuditPortal;
  id: number;
  username: string;
  /** The caller's address as Fastify reports it (`request.ip`, which TRUST_PROXY decides). */
  address: string;
}

/** What a service tells the audit log about one change. */
export interface AuditRecord {
  actor: AuditActor;
  libraryId: number | null;
  action: string;
  objectType: string;
  objectId: string | number;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/** Field names whose values are never written to the log, at any depth (docs/decisions/032). */
const SECRET_FIELD = /password|pin|secret|token|hash|totp|recovery|session|csrf/i;

/**
 * The snapshot without any field a secret or a PIN could be in; the audit log never holds one. A time is kept as
 * its ISO text: a Date has no fields of its own, so JSON would otherwise store it as `{}` and lose it.
 */
export function withoutSecrets(snapshot: AuditSnapshot | null): AuditSnapshot | null {
  if (snapshot === null) return null;
  const clean = (value: unknown): unknown => {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (Array.isArray(value)) return value.map(clean);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_FIELD.test(key))
        .map(([key, inner]) => [key, clean(inner)]),
    );
  };
  return clean(snapshot) as AuditSnapshot;
}

/** The most entries an export holds. */
export const AUDIT_EXPORT_MAX = 10_000;

/** The export's columns: the log's own names (the console is for the service's staff, not translated). */
export const AUDIT_CSV_HEADINGS = [
  'id',
  'at',
  'portal',
  'actor_id',
  'actor_username',
  'library_id',
  'action',
  'object_type',
  'object_id',
  'before',
  'after',
  'address',
];

export interface AuditServiceDeps {
  repo: Pick<AuditRepository, 'append' | 'search'>;
  /** The repository on a transaction, so an entry commits or rolls back with the change it records. */
  within: (tx: AuditTransaction) => Pick<AuditRepository, 'append'>;
  clock?: () => Date;
}

/** The audit log: recording changes, searching them, exporting a search as CSV. */
export function createAuditService(deps: AuditServiceDeps) {
  const clock = deps.clock ?? (() => new Date());

  const entryOf = (record: AuditRecord): AuditEntry => ({
    at: clock(),
    portal: record.actor.portal,
    actorId: record.actor.id,
    actorUsername: record.actor.username,
    libraryId: record.libraryId,
    action: record.action,
    objectType: record.objectType,
    objectId: String(record.objectId),
    before: withoutSecrets(record.before),
    after: withoutSecrets(record.after),
    address: record.actor.address,
  });

  return {
    /**
     * Writes one entry. Given the transaction of the change (`tx`), the entry is part of it: the change cannot
     * commit without its entry, nor the entry without the change.
     */
    async record(record: AuditRecord, tx?: AuditTransaction): Promise<void> {
      await (tx ? deps.within(tx) : deps.repo).append(entryOf(record));
    },

    /** A page (1-based) of the entries matching, newest first, with the number matching in all. */
    async search(
      filters: AuditFilters,
      paging: { page?: number | undefined; pageSize?: number | undefined } = {},
    ): Promise<{ entries: AuditRow[]; total: number; page: number; pageSize: number }> {
      const page = Math.max(1, Math.trunc(paging.page ?? 1));
      const pageSize = Math.min(
        AUDIT_PAGE_SIZE_MAX,
        Math.max(1, Math.trunc(paging.pageSize ?? AUDIT_PAGE_SIZE_DEFAULT)),
      );
      const { rows, total } = await deps.repo.search(filters, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { entries: rows, total, page, pageSize };
    },

    /**
     * The entries matching (newest first, at most AUDIT_EXPORT_MAX) as spreadsheet-safe CSV: whatever an actor
     * typed (a name, an e-mail address, a value in before or after) stays text in the spreadsheet.
     */
    async exportCsv(filters: AuditFilters): Promise<{ filename: string; body: string }> {
      const { rows } = await deps.repo.search(filters, { offset: 0, limit: AUDIT_EXPORT_MAX });
      const body = spreadsheetCsv(
        [
          AUDIT_CSV_HEADINGS,
          ...rows.map((row) => [
            row.id,
            row.at.toISOString(),
            row.portal,
            row.actorId,
            row.actorUsername,
            row.libraryId,
            row.action,
            row.objectType,
            row.objectId,
            row.before === null ? null : JSON.stringify(row.before),
            row.after === null ? null : JSON.stringify(row.after),
            row.address,
          ]),
        ],
        { delimiter: ';' },
      );
      return { filename: `audit-log-${clock().toISOString().slice(0, 10)}.csv`, body };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
