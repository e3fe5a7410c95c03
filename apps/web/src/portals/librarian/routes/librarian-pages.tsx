import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import styles from './librarian-pages.module.css';

function Screen({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className={styles.screen}>
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

export function StatisticsPage() {
  const { t } = useTranslation();
  return <Screen heading={t('statistics')} />;
}

export function CataloguePage() {
  const { t } = useTranslation();
  return <Screen heading={t('my_titles')} />;
}

export function BudgetSettingsPage() {
  const { t } = useTranslation();
  return <Screen heading={t('change_budget')} />;
}

export function LibrarianNotFoundPage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  return (
    <Screen heading={t('not_found_title')}>
      <p className={styles.sub}>{t('not_found_body')}</p>
      <Link to={paths.librarian.statistics.href({ lang })}>{t('back_to_front_page')}</Link>
    </Screen>
  );
}
