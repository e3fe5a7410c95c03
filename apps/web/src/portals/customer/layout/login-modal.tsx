import { useTranslation } from '@/lib/i18n-react';
import { Button } from '@/components/ui/button';
import { CredentialForm } from '@/components/ui/credential-form';
import { Modal } from '@/components/ui/modal';
import { openAccountModal } from '@/lib/account-modal';
import { customerCredentials } from '@/lib/credentials';
import { useLogin } from './api/login';
import styles from './login-modal.module.css';

interface LoginModalProps {
  open: boolean;
  /** Closed without logging in: Escape, Cancel or a click beside the panel. */
  onClose(): void;
  /** Logged in: the session already holds the user and the new CSRF token. */
  onLoggedIn(): void;
}

/**
 * The customer login modal (spec sections 2 and 4). The native dialog keeps focus inside, closes on Escape and
 * hands focus back to the opener; the header moves it on after a login, as the Log in button is gone by then.
 * "Forgot password?" and "Create account" switch to those modals (one modal store: the login modal closes).
 */
export function LoginModal({ open, onClose, onLoggedIn }: LoginModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('log_in')} onClose={onClose}>
      {/* Mounted only while open (see Modal): every opening starts with an empty form and no old error. */}
      <LoginForm onCancel={onClose} onLoggedIn={onLoggedIn} />
      <div className={styles.switches}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openAccountModal('forgotPassword')}
        >
          {t('forgot_password')}
        </button>
        <p className={styles.register}>
          {t('no_account_yet')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => openAccountModal('register')}>
            {t('register')}
          </button>
        </p>
      </div>
    </Modal>
  );
}

function LoginForm({ onCancel, onLoggedIn }: { onCancel(): void; onLoggedIn(): void }) {
  const { t } = useTranslation();
  const login = useLogin();
  return (
    <CredentialForm
      login={login}
      schema={customerCredentials}
      onLoggedIn={onLoggedIn}
      actions={(pending) => (
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button variant="primary" type="submit" aria-disabled={pending || undefined}>
            {t('log_in')}
          </Button>
        </div>
      )}
    />
  );
}
