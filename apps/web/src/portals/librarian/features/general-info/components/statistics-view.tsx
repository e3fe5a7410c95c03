import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { GeneralInfo, Language } from '@filmhyllan/contract';
import { formatDay, formatMoney, formatNumber } from '@/lib/format';
import { formatMonth } from '../format';
import styles from './general-info.module.css';

/**
 * The statistics screen (/lib/): this month against the budget, the last 12 months as a table, and this month's
 * most borrowed titles.
 */
export function StatisticsView({ info, language }: { info: GeneralInfo; language: Language }) {
  const { t } = useTranslation();
  const monthHeadingId = useId();
  const historyHeadingId = useId();
  const topHeadingId = useId();
  const { budget, current_month: month, library } = info;
  const money = (cents: number) => formatMoney(cents, library.currency, language);
  const loans = (count: number) => t('loan_count', { count });

  const isCount = budget.budget_type === 'count';
  const limit = isCount ? budget.monthly_budget_loans : budget.monthly_budget_cents;
  const used = isCount ? month.loans : month.amount_cents;
  const remaining = isCount ? month.remaining_loans : month.remaining_cents;
  const show = (value: number) => (isCount ? loans(value) : money(value));
  const share = limit ? Math.min(1, used / limit) : 0;

  return (
    <div className={styles.stack}>
      <section aria-labelledby={monthHeadingId} className={styles.panel}>
        <h2 id={monthHeadingId}>
          {t('statistics_this_month')}{' '}
          <span className={styles.muted}>({formatMonth(month.month, language)})</span>
        </h2>
        {month.budget_reached && month.new_loans_date_library && (
          <p className={styles.notice}>
            {t('library_budget_reached_notice', { date: formatDay(month.new_loans_date_library, language) })}
          </p>
        )}
        <dl className={styles.figures}>
          <div>
            <dt>{t('statistics_loans')}</dt>
            <dd>{formatNumber(month.loans, language)}</dd>
          </div>
          <div>
            <dt>{t('statistics_spent')}</dt>
            <dd>{money(month.amount_cents)}</dd>
          </div>
          <div>
            <dt>{t('statistics_patrons')}</dt>
            <dd>{formatNumber(month.patrons, language)}</dd>
          </div>
          <div>
            <dt>{t('monthly_budget')}</dt>
            <dd>
              {limit === null ? '–' : show(limit)}
              <span className={styles.figureNote}>
                {isCount ? t('budget_type_count') : t('budget_type_amount')}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('budget_remaining')}</dt>
            <dd>{remaining === null ? '–' : show(remaining)}</dd>
          </div>
        </dl>
        {limit !== null && limit > 0 && (
          // The figures above say it in words; the bar only shows it.
          <div className={styles.meter} aria-hidden="true">
            <div className={styles.meterFill} style={{ width: `${share * 100}%` }} />
          </div>
        )}
      </section>

      <section aria-labelledby={historyHeadingId} className={styles.panel}>
        <h2 id={historyHeadingId}>{t('statistics_loans_per_month')}</h2>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('statistics_month')}</th>
                <th scope="col" className={styles.number}>
                  {t('statistics_loans')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('statistics_spent')}
                </th>
              </tr>
            </thead>
            <tbody>
              {info.months.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{formatMonth(row.month, language)}</th>
                  <td className={styles.number}>{formatNumber(row.loans, language)}</td>
                  <td className={styles.number}>{money(row.amount_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby={topHeadingId} className={styles.panel}>
        <h2 id={topHeadingId}>{t('statistics_most_borrowed')}</h2>
        {info.top_titles.length === 0 ? (
          <p className={styles.muted}>{t('statistics_no_loans_this_month')}</p>
        ) : (
          <ol className={styles.topList}>
            {info.top_titles.map((title) => (
              <li key={title.title_id}>
                <span>{title.name}</span>
                <span className={styles.muted}>{loans(title.loans)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
