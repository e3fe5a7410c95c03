import { useTranslation } from '@/lib/i18n-react';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentOperator } from '../features/account/api/operator-session';
import { JobsSection } from '../features/jobs/components/jobs-section';
import styles from './operator-pages.module.css';

/** Background jobs (transcoding and others), live (docs/decisions/047). */
export function JobsPage() {
  const { t } = useTranslation();
  usePageTitle(t('operator_jobs_title'));
  const operator = useCurrentOperator();
  return (
    <div className={styles.screen}>
      <h1>{t('operator_jobs_title')}</h1>
      <JobsSection role={operator?.role} />
    </div>
  );
}
