import { z } from 'zod';
import { Id, Page, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * The audit log in the operator console (docs/decisions/032): every change by an operator or a librarian, read
 * only. Operators of the roles admin and support may read it; nobody can change or delete an entry.
 */

/** Where a change was made; system: by the service itself (a scheduled job such as the monthly reports). */
export const AuditPortal = z.enum(['librarian', 'operator', 'system']);
export type AuditPortal = z.infer<typeof AuditPortal>;

/** A filter left empty ('' or only spaces) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const Instant = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date and time, e.g. 2026-03-01T00:00:00Z' })
  .transform((text) => new Date(text));

export const AUDIT_PAGE_SIZE_DEFAULT = 50;
export const AUDIT_PAGE_SIZE_MAX = 200;

/** What a search narrows the log by; each filter left out matches every entry. */
const AuditSearch = z.object({
  portal: optional(AuditPortal),
  actor_id: optional(Id),
  /** The actor's username, whole, ignoring case. */
  actor_username: optional(z.string().trim().max(64)),
  library_id: optional(Id),
  /** An action name such as `library.update_budget`. */
  action: optional(z.string().trim().max(64)),
  object_type: optional(z.string().trim().max(32)),
  object_id: optional(z.string().trim().max(64)),
  /** From this instant, included. */
  from: optional(Instant),
  /** Until this instant, left out. */
  until: optional(Instant),
  /** Words, each found anywhere (actor, action, object, address, before, after), ignoring case. */
  text: optional(z.string().trim().max(200)),
});

export const AuditEntry = z.object({
  id: z.number().int(),
  at: Timestamp,
  portal: AuditPortal,
  actor_id: z.number().int(),
  actor_username: z.string(),
  library_id: z.number().int().nullable(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  /** The changed fields before and after (null: the object did not exist before, or no longer does). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The caller's address. */
  address: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

const SEARCH_NOTE =
  'Filters: portal, actor_id or actor_username (whole, ignoring case), library_id, action, object_type and ' +
  'object_id, from (included) and until (left out) as ISO 8601 instants with an offset, and text (each word ' +
  'found anywhere, ignoring case, literally). An empty filter is no filter. Newest first. Secrets and PINs are ' +
  'never recorded.';

export const getAuditLog = defineEndpoint({
  ...routes.getAuditLog,
  roles: ['admin', 'support'],
  tag: 'operator',
  summary: 'Search the audit log',
  description:
    'Designed by us (issue 26). Every change by an operator or a librarian: who (portal, actor id and ' +
    'username), when, what (action, object type and id), before and after, and from which address. ' +
    `${SEARCH_NOTE} One page (page from 1, page_size up to ${AUDIT_PAGE_SIZE_MAX}) and the number matching.`,
  request: AuditSearch.extend({
    page: Page,
    page_size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT),
  }),
  response: z.object({
    entries: z.array(AuditEntry),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const exportAuditLog = defineEndpoint({
  ...routes.exportAuditLog,
  roles: ['admin', 'support'],
  tag: 'operator',
  summary: 'The audit log search as a CSV file',
  description:
    'Designed by us (issue 26). The entries get_audit_log would find (at most 10,000, newest first) as ' +
    '`text/csv; charset=utf-8` with a UTF-8 byte order mark, semicolons and CRLF line ends; before and after as ' +
    'JSON. A cell beginning like a spreadsheet formula (=, +, -, @) gets a single quote in front, so it shows as ' +
    `text. ${SEARCH_NOTE} Sent as an attachment named audit-log-<date>.csv.`,
  request: AuditSearch,
  response: z.string().describe('The CSV file'),
});
