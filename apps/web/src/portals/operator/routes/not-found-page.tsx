import { Link, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import styles from './operator-pages.module.css';

/** A console address that names no screen. */
export function OperatorNotFoundPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  usePageTitle(t('operator_not_found'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_not_found')}</h1>
      <p>
        <Link to={paths.operator.auditLog.href({ lang })}>{t('operator_audit_log')}</Link>
      </p>
    </div>
  );
}
