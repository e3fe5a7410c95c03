import { useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { AuditLog } from '../features/audit/components/audit-log';
import styles from './operator-pages.module.css';

/** The console's first screen: the audit log of every change by operators and librarians. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  usePageTitle(t('operator_audit_log'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_audit_log')}</h1>
      <AuditLog language={lang} />
    </div>
  );
}
