import { Navigate, useLocation, useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { OperatorLogin } from '../features/account/components/operator-login';
import { safeOperatorNext } from '../login-next';
import styles from './operator-pages.module.css';

/**
 * The console's login (/{lang}/admin/login, optional ?next=). A logged-in operator (also right after logging
 * in here) goes on to `next` when it is a console page, else to the audit log; the login page is replaced in
 * the history.
 */
export function OperatorLoginPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const location = useLocation();
  const operator = useCurrentOperator();
  usePageTitle(t('log_in'));
  if (operator) {
    return <Navigate to={safeOperatorNext(lang, new URLSearchParams(location.search).get('next'))} replace />;
  }
  return (
    <div className={styles.loginScreen}>
      <h1>{t('operator_login_title')}</h1>
      <OperatorLogin />
    </div>
  );
}
