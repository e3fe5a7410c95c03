import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from './placeholder-screen';

export function TransitionPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen heading={t('transition_title')} />;
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen heading={t('change_password')} />;
}

export function SettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen heading={t('settings')} />;
}

export function ProfilePage() {
  const { t } = useTranslation();
  return <PlaceholderScreen heading={t('your_profile')} />;
}

export function AccountDeletedPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen heading={t('account_deleted_title')} />;
}
