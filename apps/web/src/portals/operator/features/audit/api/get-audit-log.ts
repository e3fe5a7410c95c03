import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { exportAuditLog, getAuditLog } from '@filmhyllan/contract/client';
import { callEndpoint, fetchFile, saveFile } from '@/lib/api-client';
import type { AuditSearch } from '../audit-search';

export const AUDIT_PAGE_SIZE = 50;

/** Under the console's root key 'operator', which a logout drops. */
export const auditLogKey = (search: AuditSearch, page: number) =>
  ['operator', 'audit-log', search, page] as const;

export const fetchAuditLog = (search: AuditSearch, page: number, signal?: AbortSignal) =>
  callEndpoint(getAuditLog, { ...search, page, page_size: AUDIT_PAGE_SIZE }, { signal });

export const auditLogQueryOptions = (search: AuditSearch, page: number) =>
  queryOptions({
    queryKey: auditLogKey(search, page),
    queryFn: ({ signal }) => fetchAuditLog(search, page, signal),
    // The next page keeps the table in place until it has come.
    placeholderData: keepPreviousData,
  });

/** One page of the audit log search, newest first. */
export const useAuditLog = (search: AuditSearch, page: number) =>
  useQuery(auditLogQueryOptions(search, page));

/** The same search as the server's CSV file (export_audit_log), handed to the browser as a download. */
export async function downloadAuditLogCsv(search: AuditSearch): Promise<void> {
  const { blob, filename } = await fetchFile(exportAuditLog, search);
  saveFile(blob, filename ?? 'audit-log.csv');
}
