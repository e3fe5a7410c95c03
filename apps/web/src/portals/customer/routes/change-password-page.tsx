import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useLoginData } from '@/lib/session';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { AccountScreen } from './account-screen';

/**
 * /settings/change-password/{token}: the link of the password recovery e-mail, opened logged out, sets a new
 * password with its token. Without a token the page is the logged-in change (current and new password); the
 * route's guard lets only that case need a user.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const token = useParams().actionParam;
  const loggedIn = useLoginData().user !== null;
  const heading = token ? t('reset_password_title') : t('change_password');
  usePageTitle(heading);
  return (
    <AccountScreen heading={heading}>
      {token ? <ResetPasswordForm token={token} loggedIn={loggedIn} /> : <ChangePasswordForm />}
    </AccountScreen>
  );
}
