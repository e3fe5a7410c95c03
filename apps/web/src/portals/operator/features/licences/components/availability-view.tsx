import { useId, useState } from 'react';
import { useParams } from 'react-router';
import type { CountryAvailability, Language } from '@filmhyllan/contract';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { LoadError } from '@/components/ui/load-error';
import { formatDay } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useAvailability } from '../api/get-availability';
import styles from './licences-section.module.css';

/** What a country's patrons see, in words: the status with the day that goes with it. */
function statusText(
  t: ReturnType<typeof useTranslation>['t'],
  row: CountryAvailability,
  lang: Language,
): string {
  const day = (date: string | null) => (date ? formatDay(date, lang) : '');
  switch (row.status) {
    case 'upcoming':
      return t('operator_availability_upcoming', { date: day(row.starts_on) });
    case 'leaving_soon':
      return t('operator_availability_leaving_soon', { date: day(row.ends_on) });
    case 'ended':
      return t('operator_availability_ended', { date: day(row.ends_on) });
    default:
      return t(`operator_availability_${row.status}`);
  }
}

/**
 * "What a patron sees on <date>": per country, on the chosen day (empty: each country's today), whether the
 * title is in the catalogue, leaving soon, coming or gone. The list follows the date as it is typed.
 */
export function AvailabilityView({ titleId }: { titleId: number }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const id = useId();
  const [date, setDate] = useState('');
  const valid = date === '' || /^\d{4}-\d{2}-\d{2}$/.test(date);
  const availability = useAvailability(titleId, valid ? date : '');

  return (
    <section className={styles.part} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('operator_availability_title')}</h3>
      <Field id={`${id}-date`} label={t('operator_availability_date')}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={fieldStyles.input}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        )}
      </Field>
      {availability.isError ? (
        <LoadError
          message={t('operator_availability_load_failed')}
          onRetry={() => void availability.refetch()}
        />
      ) : (
        <ul className={styles.availability} aria-live="polite" data-testid="availability">
          {availability.data?.countries.map((row) => (
            <li key={row.country_iso} data-status={row.status}>
              <strong>{t(`country_${row.country_iso}`)}</strong>{' '}
              <span className={styles.muted}>
                ({t('operator_availability_on', { date: formatDay(row.on, lang) })})
              </span>
              : {statusText(t, row, lang)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
