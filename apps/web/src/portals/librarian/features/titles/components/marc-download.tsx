import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MarcSince } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n-react';
import { fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { marcFormatNames, marcFormats, useExportMarc, type MarcFormat } from '../api/export-marc';
import styles from './titles-table.module.css';

/** The form's one field: empty for the whole catalogue, a date for the changes since (export_marc's since). */
const marcFormSchema = z.object({ since: z.union([z.literal(''), MarcSince.unwrap()]) });
type MarcFormValues = z.infer<typeof marcFormSchema>;

/**
 * "Download MARC records": an optional "changes since" date and one button per format, for the library to load
 * the records of its catalogue (or only the ones new, changed or deleted since the date) into its own library
 * system. A failure is said under the buttons (a 5xx opens the global popup too).
 */
export function MarcDownload({ libraryId }: { libraryId: number | undefined }) {
  const { t } = useTranslation();
  const labelId = useId();
  const download = useExportMarc();
  const [format, setFormat] = useState<MarcFormat | null>(null);
  const form = useForm<MarcFormValues>({
    resolver: zodResolver(marcFormSchema),
    defaultValues: { since: '' },
  });
  const sinceError = fieldErrorKey(form.formState.errors.since);
  const start = (each: MarcFormat) =>
    form.handleSubmit(({ since }) => {
      if (download.isPending) return;
      setFormat(each);
      download.mutate({ format: each, libraryId, since: since || undefined });
    });
  return (
    <form className={styles.marc} noValidate onSubmit={(event) => void start('marcxml')(event)}>
      <Field label={t('marc_since')} hint={t('marc_since_hint')} error={sinceError && t(sinceError)}>
        {(control) => <input {...control} {...form.register('since')} type="date" />}
      </Field>
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
            onClick={() => void start(each)()}
          >
            {marcFormatNames[each]}
          </Button>
        ))}
      </div>
      <p role="alert" className={styles.marcError}>
        {download.isError ? t(formErrorKey(download.error)) : ''}
      </p>
    </form>
  );
}
