import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AuditEntry, Language } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { languageLocales } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { dateTimeFormat } from '@/lib/intl';
import { AUDIT_PAGE_SIZE, downloadAuditLogCsv, useAuditLog } from '../api/get-audit-log';
import { noAuditSearch, type AuditSearch } from '../audit-search';
import { changeLines } from '../change-lines';
import { AuditFilters } from './audit-filters';
import styles from './audit-log.module.css';

/**
 * The audit log screen: the filters, one page of what they find (newest first) with the way to the pages
 * around it, and the same search as a CSV file.
 */
export function AuditLog({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<AuditSearch>(noAuditSearch);
  const [page, setPage] = useState(1);
  const log = useAuditLog(search, page);
  const download = useMutation({ mutationFn: () => downloadAuditLogCsv(search) });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;

  return (
    <>
      <AuditFilters
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <div className={styles.resultBar}>
        <p role="status" className={styles.count}>
          {log.data && t('operator_audit_found', { count: log.data.total })}
        </p>
        <Button
          size="small"
          aria-disabled={download.isPending || undefined}
          onClick={() => {
            if (!download.isPending) download.mutate();
          }}
        >
          {t('operator_audit_export_csv')}
        </Button>
      </div>
      {download.isError && <p role="alert">{t('error_generic_body')}</p>}
      {log.isError && !log.data ? (
        <LoadError message={t('error_generic_body')} onRetry={() => void log.refetch()} />
      ) : (
        log.data && (
          <>
            <AuditTable entries={log.data.entries} language={language} />
            {pages > 1 && (
              <nav aria-label={t('operator_audit_pages')} className={styles.pager}>
                <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('operator_audit_previous')}
                </Button>
                <span>{t('operator_audit_page_of', { page, pages })}</span>
                <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('operator_audit_next')}
                </Button>
              </nav>
            )}
          </>
        )
      )}
    </>
  );
}

function AuditTable({ entries, language }: { entries: readonly AuditEntry[]; language: Language }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p>{t('operator_audit_none')}</p>;
  const time = dateTimeFormat(languageLocales[language], { dateStyle: 'short', timeStyle: 'medium' });
  const portalName = (portal: AuditEntry['portal']) =>
    t(
      portal === 'librarian'
        ? 'operator_portal_librarian'
        : portal === 'system'
          ? 'operator_portal_system'
          : 'operator_portal_operator',
    );
  return (
    // Wider than a phone: it scrolls sideways, and takes the focus so a keyboard can scroll it too.
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('operator_audit_log')}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('operator_audit_when')}</th>
            <th scope="col">{t('operator_audit_portal')}</th>
            <th scope="col">{t('operator_audit_actor')}</th>
            <th scope="col">{t('operator_audit_action')}</th>
            <th scope="col">{t('operator_audit_object')}</th>
            <th scope="col">{t('operator_audit_change')}</th>
            <th scope="col">{t('operator_audit_address')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.when}>{time.format(new Date(entry.at))}</td>
              <td>{portalName(entry.portal)}</td>
              <td>{entry.actor_username}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>
                {entry.object_type} {entry.object_id}
              </td>
              <td>
                <ul className={styles.changes}>
                  {changeLines(entry.before, entry.after).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </td>
              <td>{entry.address}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
