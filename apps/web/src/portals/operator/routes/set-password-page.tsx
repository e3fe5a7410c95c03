import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { SetOperatorPasswordForm } from '../features/operators/components/set-operator-password-form';
import styles from './operator-pages.module.css';

/** /{lang}/admin/set-password/{token}: a new operator's mailed invitation (docs/decisions/045). */
export function OperatorSetPasswordPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  usePageTitle(t('operator_set_password'));
  return (
    <div className={styles.loginScreen}>
      <h1>{t('operator_set_password')}</h1>
      <SetOperatorPasswordForm token={token} />
    </div>
  );
}
