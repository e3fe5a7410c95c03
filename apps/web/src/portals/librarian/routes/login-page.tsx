import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './librarian-pages.module.css';

/**
 * The librarian login. The form is laid out but not sent yet: the login call (POST /librarian/librarian/login)
 * arrives with the librarian issue, which then follows ?next= through path-rules.safeLibrarianNext.
 */
export function LibrarianLoginPage() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.screen}>
      <h1>{t('librarian_login_title')}</h1>
      <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-username`}>{t('username')}</label>
        <input id={`${id}-username`} name="username" autoComplete="username" className={styles.input} />
        <label htmlFor={`${id}-password`}>{t('password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          className={styles.input}
        />
        <Button variant="primary" type="submit" className={styles.submit}>
          {t('log_in')}
        </Button>
      </form>
    </div>
  );
}
