import { useId } from 'react';
import type { Language, Statistics } from '@filmhyllan/contract';
import { formatDay, formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { formatMonth, formatPatrons, formatPercent } from '../format';
import styles from './statistics.module.css';

export type ForecastState =
  | { kind: 'ran_out'; date: string }
  | { kind: 'lasts_until'; date: string }
  | { kind: 'lasts_whole_month' }
  | { kind: 'no_budget' };

/**
 * What the forecast says about this month's budget. A run-out day of today or earlier means the cap has been
 * reached (the server answers today then); a later day is when the present pace reaches it; none means it holds
 * to the end of the month, or that no cap is set.
 */
export function forecastState(
  statistics: Pick<Statistics, 'forecast' | 'current_month'>,
  today: string,
): ForecastState {
  const runOut = statistics.forecast.run_out_date;
  if (runOut !== null)
    return runOut <= today ? { kind: 'ran_out', date: runOut } : { kind: 'lasts_until', date: runOut };
  return statistics.current_month.cap === null ? { kind: 'no_budget' } : { kind: 'lasts_whole_month' };
}

/**
 * The figures a librarian decides by: this month against the budget with the forecast in words, and the
 * totals of the range shown.
 */
export function KeyFigures({
  statistics,
  today,
  language,
}: {
  statistics: Statistics;
  today: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const monthHeadingId = useId();
  const rangeHeadingId = useId();
  const { current_month: month, forecast, totals, library } = statistics;
  const money = (cents: number) => formatMoney(cents, library.currency, language);
  const state = forecastState(statistics, today);
  const paced = statistics.pacing?.forecast;
  const capText =
    month.cap === null
      ? t('statistics_no_budget_set')
      : month.budget_type === 'count'
        ? t('loan_count', { count: month.cap })
        : money(month.cap);
  const share = month.percent_used === null ? null : Math.min(100, Math.max(0, month.percent_used));

  return (
    <div className={styles.keyFigures}>
      <section aria-labelledby={monthHeadingId} className={styles.panel}>
        <h2 id={monthHeadingId}>
          {t('statistics_this_month')}{' '}
          <span className={styles.muted}>({formatMonth(month.month, language)})</span>
        </h2>
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
            <dt>{t('monthly_budget')}</dt>
            <dd>
              {capText}
              {month.cap !== null && (
                <span className={styles.figureNote}>
                  {month.budget_type === 'count' ? t('budget_type_count') : t('budget_type_amount')}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('statistics_budget_used')}</dt>
            <dd>{month.percent_used === null ? '–' : formatPercent(month.percent_used, language)}</dd>
          </div>
        </dl>
        {share !== null && (
          // The percentage above says it in words; the bar only shows it.
          <div className={styles.meter} aria-hidden="true">
            <div
              className={`${styles.meterFill} ${state.kind === 'ran_out' ? styles.meterFull : ''}`}
              style={{ width: `${share}%` }}
            />
          </div>
        )}
        {paced && state.kind !== 'ran_out' ? (
          // Paced, the budget cannot run out before the month's last day: what matters is the loans refused.
          <p
            className={styles.forecast}
            data-forecast={paced.refused_days > 0 ? 'paced_refusals' : 'paced_fits'}
          >
            {paced.refused_days > 0 && paced.first_refused_date
              ? t('statistics_pacing_forecast_refused', {
                  count: paced.refused_loans,
                  days: paced.refused_days,
                  date: formatDay(paced.first_refused_date, language),
                })
              : t('statistics_pacing_forecast_fits')}
          </p>
        ) : (
          <p className={styles.forecast} data-forecast={state.kind}>
            {state.kind === 'ran_out' &&
              t('statistics_forecast_ran_out', { date: formatDay(state.date, language) })}
            {state.kind === 'lasts_until' &&
              t('statistics_forecast_lasts_until', { date: formatDay(state.date, language) })}
            {state.kind === 'lasts_whole_month' && t('statistics_forecast_lasts_whole_month')}
            {state.kind === 'no_budget' && t('statistics_forecast_no_budget')}
          </p>
        )}
        <p className={styles.muted}>
          {t('statistics_forecast_projection', {
            count: forecast.projected_month_loans,
            amount: money(forecast.projected_month_amount_cents),
          })}
        </p>
      </section>

      <section aria-labelledby={rangeHeadingId} className={styles.panel}>
        <h2 id={rangeHeadingId}>
          {t('statistics_range_totals', {
            from: formatDay(statistics.from, language),
            to: formatDay(statistics.to, language),
          })}
        </h2>
        <dl className={styles.figures}>
          <div>
            <dt>{t('statistics_loans')}</dt>
            <dd>{formatNumber(totals.loans, language)}</dd>
          </div>
          <div>
            <dt>{t('statistics_spent')}</dt>
            <dd>{money(totals.amount_cents)}</dd>
          </div>
          <div>
            <dt>{t('statistics_unique_patrons')}</dt>
            <dd>{formatPatrons(totals.patrons, language)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
