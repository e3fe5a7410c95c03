import { useId, type ReactNode } from 'react';
import type { Language, Statistics, StatisticsTable as TableName } from '@filmhyllan/contract';
import { formatDay, formatMoney, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { formatMonth, formatShortDay, formatShortMonth } from '../format';
import { DownloadCsvButton } from './download-csv-button';
import { KeyFigures } from './key-figures';
import { StatisticsChart } from './statistics-chart';
import { StatisticsTable } from './statistics-table';
import styles from './statistics.module.css';

/** Genres and languages beyond these are in the tables, not in the charts. */
const RANKING_CHART_ROWS = 10;

/** A heading, a CSV download of its table, then what the section shows. */
function Section({
  heading,
  table,
  statistics,
  wide = false,
  children,
}: {
  heading: string;
  table: TableName;
  statistics: Statistics;
  wide?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${styles.panel} ${wide ? styles.wide : ''}`}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{heading}</h2>
        <DownloadCsvButton
          table={table}
          range={{ from: statistics.from, to: statistics.to }}
          tableName={heading}
        />
      </div>
      {children}
    </section>
  );
}

type Pacing = NonNullable<Statistics['pacing']>;

/**
 * This month's pacing periods: each day's or week's allowance with its use behind it (those to come projected,
 * without use), and the same as a table. Allowances are in the budget's unit: loans, or money for an amount
 * budget.
 */
function PacingSection({
  statistics,
  pacing,
  language,
}: {
  statistics: Statistics;
  pacing: Pacing;
  language: Language;
}) {
  const { t } = useTranslation();
  const weekly = pacing.budget_pacing === 'weekly';
  const money = statistics.current_month.budget_type === 'amount';
  const figure = (value: number) =>
    money ? formatMoney(value, statistics.library.currency, language) : formatNumber(value, language);
  const period = (p: Pacing['periods'][number], format: (date: string, language: Language) => string) =>
    p.starts_on === p.ends_on
      ? format(p.starts_on, language)
      : `${format(p.starts_on, language)}–${format(p.ends_on, language)}`;
  const current = pacing.periods.find((p) => p.state === 'current');
  const state = (p: Pacing['periods'][number]) =>
    p.state === 'past'
      ? t('statistics_pacing_state_past')
      : p.state === 'future'
        ? t('statistics_pacing_state_future')
        : weekly
          ? t('statistics_pacing_state_this_week')
          : t('statistics_pacing_state_today');
  const month = formatMonth(statistics.current_month.month, language);
  return (
    <Section
      heading={weekly ? t('statistics_pacing_weekly') : t('statistics_pacing_daily')}
      table="pacing"
      statistics={statistics}
      wide
    >
      <StatisticsChart
        kind="bar"
        unit={money ? 'money' : 'count'}
        currency={statistics.library.currency}
        language={language}
        labels={pacing.periods.map((p) => period(p, formatShortDay))}
        values={pacing.periods.map((p) => p.used ?? 0)}
        valuesName={t('statistics_pacing_used')}
        behind={{ values: pacing.periods.map((p) => p.allowance), name: t('statistics_pacing_allowance') }}
        summary={t('statistics_chart_pacing', {
          month,
          used: current ? figure(current.used ?? 0) : '–',
          allowance: current ? figure(current.allowance) : '–',
        })}
      />
      <details className={styles.details}>
        <summary>
          {weekly
            ? t('statistics_pacing_show_numbers', { count: pacing.periods.length })
            : t('statistics_show_numbers', { count: pacing.periods.length })}
        </summary>
        <StatisticsTable
          caption={t('statistics_table_pacing', { month })}
          rows={pacing.periods}
          rowKey={(p) => p.starts_on}
          columns={[
            { header: t('statistics_pacing_period'), cell: (p) => period(p, formatDay) },
            { header: t('statistics_pacing_allowance'), cell: (p) => figure(p.allowance), numeric: true },
            {
              header: t('statistics_pacing_used'),
              cell: (p) => (p.used === null ? '–' : figure(p.used)),
              numeric: true,
            },
            { header: t('statistics_pacing_state'), cell: state },
          ]}
        />
      </details>
    </Section>
  );
}

/** The largest of `rows` by `value` (the first of equals), or undefined when every value is 0. */
function peak<Row>(rows: readonly Row[], value: (row: Row) => number): Row | undefined {
  let best: Row | undefined;
  for (const row of rows) if (value(row) > 0 && (!best || value(row) > value(best))) best = row;
  return best;
}

/**
 * The statistics of one range under the key figures: loans per day, loans and spend per month (the last 12),
 * the most borrowed titles, and loans by genre and by language. Each chart has its numbers as a table and each
 * table a CSV download.
 */
export function StatisticsReport({
  statistics,
  today,
  language,
}: {
  statistics: Statistics;
  today: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const { currency } = statistics.library;
  const money = (cents: number) => formatMoney(cents, currency, language);
  const number = (value: number) => formatNumber(value, language);
  const chart = { currency, language } as const;
  const from = formatDay(statistics.from, language);
  const to = formatDay(statistics.to, language);
  const { daily, monthly, titles, genres, languages } = statistics;
  const firstMonth = monthly[0] ? formatMonth(monthly[0].month, language) : '';
  const lastMonth = monthly.at(-1) ? formatMonth(monthly.at(-1)!.month, language) : '';

  const busiestDay = peak(daily, (day) => day.loans);
  const busiestMonth = peak(monthly, (month) => month.loans);
  const costliestMonth = peak(monthly, (month) => month.amount_cents);
  const ranking = (rows: readonly { name: string; loans: number }[]) =>
    rows
      .slice(0, 3)
      .map((row) => `${row.name} ${number(row.loans)}`)
      .join(', ');

  return (
    <div className={styles.report}>
      <KeyFigures statistics={statistics} today={today} language={language} />

      <Section heading={t('statistics_loans_per_day')} table="daily" statistics={statistics} wide>
        <StatisticsChart
          kind="line"
          unit="count"
          {...chart}
          labels={daily.map((day) => formatShortDay(day.date, language))}
          values={daily.map((day) => day.loans)}
          summary={
            busiestDay
              ? t('statistics_chart_daily', {
                  from,
                  to,
                  total: statistics.totals.loans,
                  day: formatDay(busiestDay.date, language),
                  most: busiestDay.loans,
                })
              : t('statistics_chart_daily_none', { from, to })
          }
        />
        <details className={styles.details}>
          <summary>{t('statistics_show_numbers', { count: daily.length })}</summary>
          <StatisticsTable
            caption={t('statistics_table_daily', { from, to })}
            rows={daily}
            rowKey={(day) => day.date}
            columns={[
              { header: t('statistics_day'), cell: (day) => formatDay(day.date, language) },
              { header: t('statistics_loans'), cell: (day) => number(day.loans), numeric: true },
              { header: t('statistics_spent'), cell: (day) => money(day.amount_cents), numeric: true },
            ]}
          />
        </details>
      </Section>

      {statistics.pacing && (
        <PacingSection statistics={statistics} pacing={statistics.pacing} language={language} />
      )}

      <Section
        heading={t('statistics_loans_and_spend_per_month')}
        table="monthly"
        statistics={statistics}
        wide
      >
        <div className={styles.chartPair}>
          <figure className={styles.figure}>
            <figcaption>{t('statistics_loans')}</figcaption>
            <StatisticsChart
              kind="bar"
              unit="count"
              {...chart}
              labels={monthly.map((month) => formatShortMonth(month.month, language))}
              values={monthly.map((month) => month.loans)}
              summary={
                busiestMonth
                  ? t('statistics_chart_monthly_loans', {
                      from: firstMonth,
                      to: lastMonth,
                      month: formatMonth(busiestMonth.month, language),
                      most: busiestMonth.loans,
                    })
                  : t('statistics_chart_monthly_none', { from: firstMonth, to: lastMonth })
              }
            />
          </figure>
          <figure className={styles.figure}>
            <figcaption>{t('statistics_spent')}</figcaption>
            <StatisticsChart
              kind="bar"
              unit="money"
              {...chart}
              labels={monthly.map((month) => formatShortMonth(month.month, language))}
              values={monthly.map((month) => month.amount_cents)}
              summary={
                costliestMonth
                  ? t('statistics_chart_monthly_spend', {
                      from: firstMonth,
                      to: lastMonth,
                      month: formatMonth(costliestMonth.month, language),
                      most: money(costliestMonth.amount_cents),
                    })
                  : t('statistics_chart_monthly_none', { from: firstMonth, to: lastMonth })
              }
            />
          </figure>
        </div>
        <StatisticsTable
          caption={t('statistics_table_monthly', { from: firstMonth, to: lastMonth })}
          rows={monthly}
          rowKey={(month) => month.month}
          columns={[
            { header: t('statistics_month'), cell: (month) => formatMonth(month.month, language) },
            { header: t('statistics_loans'), cell: (month) => number(month.loans), numeric: true },
            { header: t('statistics_spent'), cell: (month) => money(month.amount_cents), numeric: true },
          ]}
        />
      </Section>

      <Section heading={t('statistics_most_borrowed')} table="titles" statistics={statistics} wide>
        {titles.length === 0 ? (
          <p className={styles.muted}>{t('statistics_no_loans_in_range')}</p>
        ) : (
          <StatisticsTable
            caption={t('statistics_table_titles', { from, to })}
            rows={titles}
            rowKey={(title) => title.title_id}
            columns={[
              { header: t('statistics_title'), cell: (title) => title.name },
              { header: t('statistics_loans'), cell: (title) => number(title.loans), numeric: true },
              { header: t('statistics_spent'), cell: (title) => money(title.amount_cents), numeric: true },
            ]}
          />
        )}
      </Section>

      <Section heading={t('statistics_loans_by_genre')} table="genres" statistics={statistics}>
        {genres.length === 0 ? (
          <p className={styles.muted}>{t('statistics_no_loans_in_range')}</p>
        ) : (
          <>
            <StatisticsChart
              kind="ranking"
              unit="count"
              {...chart}
              labels={genres.slice(0, RANKING_CHART_ROWS).map((genre) => genre.name)}
              values={genres.slice(0, RANKING_CHART_ROWS).map((genre) => genre.loans)}
              summary={t('statistics_chart_genres', { from, to, most: ranking(genres) })}
            />
            <StatisticsTable
              caption={t('statistics_table_genres', { from, to })}
              rows={genres}
              rowKey={(genre) => genre.genre_id}
              columns={[
                { header: t('statistics_genre'), cell: (genre) => genre.name },
                { header: t('statistics_loans'), cell: (genre) => number(genre.loans), numeric: true },
              ]}
            />
          </>
        )}
      </Section>

      <Section heading={t('statistics_loans_by_language')} table="languages" statistics={statistics}>
        {languages.length === 0 ? (
          <p className={styles.muted}>{t('statistics_no_loans_in_range')}</p>
        ) : (
          <>
            <StatisticsChart
              kind="ranking"
              unit="count"
              {...chart}
              labels={languages.slice(0, RANKING_CHART_ROWS).map((spoken) => spoken.name)}
              values={languages.slice(0, RANKING_CHART_ROWS).map((spoken) => spoken.loans)}
              summary={t('statistics_chart_languages', { from, to, most: ranking(languages) })}
            />
            <StatisticsTable
              caption={t('statistics_table_languages', { from, to })}
              rows={languages}
              rowKey={(spoken) => spoken.code}
              columns={[
                { header: t('statistics_language'), cell: (spoken) => spoken.name },
                { header: t('statistics_loans'), cell: (spoken) => number(spoken.loans), numeric: true },
              ]}
            />
          </>
        )}
      </Section>
    </div>
  );
}
