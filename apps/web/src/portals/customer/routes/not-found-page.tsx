import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { usePageTitle } from '@/lib/page-title';
import { PlaceholderScreen } from './placeholder-screen';
import styles from './placeholder-screen.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  usePageTitle(t('not_found_title'));
  return (
    <PlaceholderScreen heading={t('not_found_title')}>
      <p className={styles.sub}>{t('not_found_body')}</p>
      <Link to={paths.customer.front.href({ lang })}>{t('back_to_front_page')}</Link>
    </PlaceholderScreen>
  );
}
