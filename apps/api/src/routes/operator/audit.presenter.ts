import type { AuditEntry } from '@filmhyllan/contract';
import type { AuditRow } from '../../modules/audit/audit.repository';

/** An audit log entry on the wire (contract getAuditLog). */
export const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  portal: row.portal,
  actor_id: row.actorId,
  actor_username: row.actorUsername,
  library_id: row.libraryId,
  action: row.action,
  object_type: row.objectType,
  object_id: row.objectId,
  before: row.before,
  after: row.after,
  address: row.address,
});
