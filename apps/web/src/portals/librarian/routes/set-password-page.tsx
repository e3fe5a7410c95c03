import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { SetLibrarianPasswordForm } from '../features/account/components/librarian-password-forms';
import styles from './librarian-pages.module.css';

/** /{lang}/lib/set-password/{token}: the mailed invitation or reset link (docs/decisions/035). */
export function LibrarianSetPasswordPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  usePageTitle(t('change_password'));
  return (
    <div className={styles.loginScreen}>
      <h1>{t('change_password')}</h1>
      <div className={styles.loginPanel}>
        <SetLibrarianPasswordForm token={token} />
      </div>
    </div>
  );
}
