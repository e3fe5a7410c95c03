import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import styles from './login-modal.module.css';

/**
 * The customer login modal. The form is laid out but not sent yet: the login call arrives with the accounts
 * issue (POST /user/user/login), which also renews the CSRF token through session.applyLoginChange.
 */
export function LoginModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Modal open={open} title={t('log_in')} onClose={onClose}>
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
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="primary" type="submit">
            {t('log_in')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
