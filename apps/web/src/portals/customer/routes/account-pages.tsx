import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { usePageTitle } from '@/lib/page-title';
import { AccountScreen } from './account-screen';
import { PlaceholderScreen } from './placeholder-screen';

export function TransitionPage() {
  const { t } = useTranslation();
  usePageTitle(t('transition_title'));
  return <PlaceholderScreen heading={t('transition_title')} />;
}

/** Shown right after the account was deleted, logged out: a polite word and the way back to the front page. */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  usePageTitle(t('account_deleted_title'));
  return (
    <AccountScreen heading={t('account_deleted_title')} intro={<p>{t('account_deleted_body')}</p>}>
      <p>
        <Link to={paths.customer.front.href({ lang })}>{t('back_to_front_page')}</Link>
      </p>
    </AccountScreen>
  );
}
