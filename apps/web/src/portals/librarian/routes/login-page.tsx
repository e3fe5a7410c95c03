import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { librarianLoginNext } from '../login-next';
import { Button } from '@/components/ui/button';
import { CredentialForm } from '@/components/ui/credential-form';
import { usePageTitle } from '@/lib/page-title';
import { librarianCredentials } from '@/lib/credentials';
import { useLoginData } from '@/lib/session';
import { useLibrarianLogin } from '../features/account/api/librarian-login';
import { LibrarianForgotPassword } from '../features/account/components/librarian-password-forms';
import styles from './librarian-pages.module.css';

/**
 * The librarian login (/{lang}/lib/login, optional next: the spec's /lib/login/{next} or ?next=). A logged-in
 * librarian — also right after logging in here — goes on to `next` when it is a librarian page of this site
 * (librarianLoginNext, safeLibrarianNext), else to the
 * statistics page; the login page is replaced in the history, so Back does not return to it.
 */
export function LibrarianLoginPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const location = useLocation();
  const { librarian } = useLoginData();
  usePageTitle(t('log_in'));
  if (librarian) return <Navigate to={librarianLoginNext(lang, location)} replace />;
  return (
    <div className={styles.loginScreen}>
      <h1>{t('librarian_login_title')}</h1>
      <LibrarianLoginForm />
      <div className={styles.loginPanel}>
        <LibrarianForgotPassword />
      </div>
    </div>
  );
}

function LibrarianLoginForm() {
  const { t } = useTranslation();
  const login = useLibrarianLogin();
  return (
    <CredentialForm
      login={login}
      schema={librarianCredentials}
      className={styles.loginPanel}
      actions={(pending) => (
        <Button
          variant="primary"
          type="submit"
          className={styles.submit}
          aria-disabled={pending || undefined}
        >
          {t('log_in')}
        </Button>
      )}
    />
  );
}
