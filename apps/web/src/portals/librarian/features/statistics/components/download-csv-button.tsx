import type { StatisticsTable } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useDownloadStatisticsCsv } from '../api/export-statistics';
import type { DateRange } from '../statistics-range';
import styles from './statistics.module.css';

/**
 * Downloads one table of the screen as a CSV file over the range shown. Its accessible name also says which
 * table ("Download CSV: Loans per day"), since the screen has one per table; it starts with the visible text.
 */
export function DownloadCsvButton({
  table,
  range,
  tableName,
}: {
  table: StatisticsTable;
  range: DateRange;
  tableName: string;
}) {
  const { t } = useTranslation();
  const download = useDownloadStatisticsCsv();
  return (
    <div className={styles.download}>
      <Button
        size="small"
        aria-label={t('statistics_download_csv_table', { table: tableName })}
        aria-disabled={download.isPending || undefined}
        onClick={() => {
          if (!download.isPending) download.mutate({ table, range });
        }}
      >
        {t('statistics_download_csv')}
      </Button>
      {download.isError && (
        <p role="alert" className={styles.downloadError}>
          {t(formErrorKey(download.error))}
        </p>
      )}
    </div>
  );
}
