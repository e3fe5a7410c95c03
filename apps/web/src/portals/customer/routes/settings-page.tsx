import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import type { UserData } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { openAccountModal } from '@/lib/account-modal';
import { usePageTitle } from '@/lib/page-title';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { PrivacySettings } from '../features/account/components/privacy-settings';
import { ProfileForm, type ProfileSaved } from '../features/account/components/profile-form';
import { catalogueKey } from '../features/catalogue/api/catalogue-keys';
import { userDataKey, userDataQueryOptions } from '../features/loans/api/get-user-data';
import { AccountScreen, AccountSection } from './account-screen';
import styles from './account-screen.module.css';

/**
 * /settings (spec sections 2 and 6): the profile form, change password, your data (issue 14: the loan history
 * choice, what is stored, the download) and delete account. The optional
 * {action} and {actionParam} of the path carry nothing the screen needs ({action} change-password has a
 * screen of its own); the sections have ids that a link may point at.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userData = useQuery(userDataQueryOptions());
  usePageTitle(t('settings'));

  /**
   * The user's data is refreshed from the answer (spec section 4), for every screen that reads it. The
   * children's mode decides which titles the catalogue answers, so a change of it reads the catalogue again.
   */
  const saved = ({ user, profile }: ProfileSaved) => {
    const before = queryClient.getQueryData<UserData>(userDataKey);
    queryClient.setQueryData<UserData>(userDataKey, (old) => (old ? { ...old, user, profile } : old));
    if (before?.profile.children_mode !== profile.children_mode) {
      void queryClient.invalidateQueries({ queryKey: catalogueKey });
    }
  };

  return (
    // The profile form is as high as the other two sections together: drawn late it pushed them away (layout
    // shift), so the screen waits for the user's data.
    <AccountScreen heading={t('settings')} intro={<p>{t('settings_intro')}</p>} loading={userData.isLoading}>
      <AccountSection heading={t('edit_profile')} id="profile">
        {userData.data ? (
          <ProfileForm profile={userData.data.profile} onSaved={saved} />
        ) : userData.isError ? (
          <LoadError message={t('profile_data_failed')} onRetry={() => void userData.refetch()} />
        ) : (
          <p>{t('loading')}</p>
        )}
      </AccountSection>
      <AccountSection heading={t('change_password')} id="password">
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection heading={t('your_data')} id="your-data">
        <PrivacySettings />
      </AccountSection>
      <AccountSection heading={t('delete_account')} id="delete-account" tone="danger">
        <p className={styles.sectionText}>{t('delete_account_intro')}</p>
        <div>
          <Button onClick={() => openAccountModal('deleteConfirmation')}>{t('delete_account')}</Button>
        </div>
      </AccountSection>
    </AccountScreen>
  );
}
