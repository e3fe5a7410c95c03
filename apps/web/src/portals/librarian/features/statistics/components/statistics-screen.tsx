import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '@/lib/i18n-react';
import { useStatistics } from '../api/get-statistics';
import { checkRange, localToday, quickRange, type DateRange } from '../statistics-range';
import { RangePicker } from './range-picker';
import { StatisticsReport } from './statistics-report';
import styles from './statistics.module.css';

/**
 * The statistics screen (/lib/): a range picker whose range lives in the URL (?from=&to=), the key figures
 * with this month's forecast, and the charts and tables of the range. A range the server would refuse is not
 * asked for.
 */
export function StatisticsScreen({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The day the screen opened: quick choices count back from it, and a run-out day up to it is in the past.
  const [today] = useState(localToday);
  const from = searchParams.get('from');
  const to = searchParams.get('to');
  const check = checkRange(from, to);
  const range = check.ok ? check.range : null;
  const statistics = useStatistics(range, check.ok);
  const shown: DateRange =
    from !== null || to !== null ? { from: from ?? '', to: to ?? '' } : quickRange('this_month', today);

  const choose = (next: DateRange | null) => {
    setSearchParams(
      (params) => {
        const kept = new URLSearchParams(params);
        if (next) {
          kept.set('from', next.from);
          kept.set('to', next.to);
        } else {
          kept.delete('from');
          kept.delete('to');
        }
        return kept;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <div className={styles.screen}>
      <RangePicker
        key={`${shown.from}/${shown.to}`}
        value={shown}
        problem={check.ok ? undefined : check.problem}
        today={today}
        onChange={choose}
      />
      {!check.ok ? null : statistics.data ? (
        <div aria-busy={statistics.isPlaceholderData || undefined}>
          <StatisticsReport statistics={statistics.data} today={today} language={language} />
        </div>
      ) : statistics.isError ? (
        <LoadError message={t('error_generic_body')} onRetry={() => void statistics.refetch()} />
      ) : (
        <p className={styles.muted}>{t('loading')}</p>
      )}
    </div>
  );
}
