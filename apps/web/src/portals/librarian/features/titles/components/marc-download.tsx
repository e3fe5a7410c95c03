import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { formErrorKey } from '@/lib/form-errors';
import { marcFormatNames, marcFormats, useExportMarc, type MarcFormat } from '../api/export-marc';
import styles from './titles-table.module.css';

/**
 * "Download MARC records": one button per format, for the library to load the records of its catalogue into its
 * own library system. A failure is said under the buttons (a 5xx opens the global popup too).
 */
export function MarcDownload({ libraryId }: { libraryId: number | undefined }) {
  const { t } = useTranslation();
  const labelId = useId();
  const download = useExportMarc();
  const [format, setFormat] = useState<MarcFormat | null>(null);
  return (
    <div className={styles.marc}>
      <div role="group" aria-labelledby={labelId} className={styles.marcButtons}>
        <span id={labelId} className={styles.marcLabel}>
          {t('marc_download')}
        </span>
        {marcFormats.map((each) => (
          <Button
            key={each}
            size="small"
            aria-disabled={download.isPending || undefined}
            aria-busy={(download.isPending && format === each) || undefined}
            onClick={() => {
              if (download.isPending) return;
              setFormat(each);
              download.mutate({ format: each, libraryId });
            }}
          >
            {marcFormatNames[each]}
          </Button>
        ))}
      </div>
      <p role="alert" className={styles.marcError}>
        {download.isError ? t(formErrorKey(download.error)) : ''}
      </p>
    </div>
  );
}
