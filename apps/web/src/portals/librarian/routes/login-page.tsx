import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { safeLibrarianNext } from '@/app/path-rules';
import { Button } from '@/components/ui/button';
import { CredentialForm } from '@/components/ui/credential-form';
import { usePageTitle } from '@/lib/page-title';
import { librarianCredentials } from '@/lib/credentials';
import { useLoginData } from '@/lib/session';
import { useLibrarianLogin } from '../features/account/api/librarian-login';
import styles from './librarian-pages.module.css';

/**
 * The librarian login (/{lang}/lib/login, optional ?next=). A logged-in librarian — also right after logging
 * in here — goes on to `next` when it is a librarian page of this site (safeLibrarianNext), else to the
 * statistics page; the login page is replaced in the history, so Back does not return to it.
 */
export function LibrarianLoginPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const [searchParams] = useSearchParams();
  const { librarian } = useLoginData();
  usePageTitle(t('log_in'));
  if (librarian) return <Navigate to={safeLibrarianNext(lang, searchParams.get('next'))} replace />;
  return (
    <div className={styles.loginScreen}>
      <h1>{t('librarian_login_title')}</h1>
      <LibrarianLoginForm />
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
