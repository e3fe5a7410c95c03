import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { OperatorsSection } from '../features/operators/components/operators-section';
import styles from './operator-pages.module.css';

/** The service staff: operator accounts with their roles (admins only; docs/decisions/045). */
export function OperatorsPage() {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  usePageTitle(t('operator_operators'));
  return (
    <div className={styles.screen}>
      <h1>{t('operator_operators')}</h1>
      {operator?.role === 'admin' ? (
        <OperatorsSection ownUsername={operator.username} />
      ) : (
        <p role="alert">{t('operator_admins_only')}</p>
      )}
    </div>
  );
}
