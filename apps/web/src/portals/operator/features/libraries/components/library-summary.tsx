import type { Language, OperatorLibrary } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import { budgetSummary } from './library-budget-text';
import styles from './libraries.module.css';

/** A library's details as text, for the operators who may read them but not change them (editor, support). */
export function LibrarySummary({ library, language }: { library: OperatorLibrary; language: Language }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('operator_library_name'), library.name],
    [t('operator_library_extra_names'), library.extra_display_names || '–'],
    [t('operator_library_country'), t(`country_${library.country_iso}`)],
    [t('operator_library_time_zone'), library.time_zone.replace(/_/g, ' ')],
    [t('operator_library_budget'), budgetSummary(library, language, t)],
    [
      t('patron_limit'),
      `${library.patron_limit} / ${library.patron_limit_period === 'week' ? t('period_week') : t('period_month')}`,
    ],
    [t('loan_period_hours'), String(library.loan_period_hours)],
    [t('alert_email'), library.alert_email ?? '–'],
  ];
  return (
    <>
      <p className={styles.readOnlyNote}>{t('operator_library_read_only')}</p>
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.summaryRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
