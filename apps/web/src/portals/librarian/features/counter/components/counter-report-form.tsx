import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { COUNTER_REPORT_MAX_MONTHS, exportCounterReport } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useDownloadCounterReport } from '../api/export-counter-report';
import styles from './counter.module.css';

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The contract's request, with the range rules the server also checks: in order, and not too long. */
const rangeSchema = exportCounterReport.request.superRefine((range, ctx) => {
  const months = monthIndex(range.end_month) - monthIndex(range.begin_month) + 1;
  if (months < 1 || months > COUNTER_REPORT_MAX_MONTHS) {
    ctx.addIssue({ code: 'custom', path: ['end_month'], message: 'range' });
  }
});
type RangeInput = z.input<typeof rangeSchema>;

/** Last month, YYYY-MM, by the browser's calendar: the newest whole month of usage. */
export function lastMonth(today: Date = new Date()): string {
  const month = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The IR_M1 report as COUNTER's tabular CSV for a range of months (the library's calendar months); the months
 * are native month fields, which browsers without a month picker show as text taking YYYY-MM.
 */
export function CounterReportForm({ today }: { today?: Date }) {
  const { t } = useTranslation();
  const download = useDownloadCounterReport();
  const initial = lastMonth(today);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RangeInput>({
    resolver: zodResolver(rangeSchema),
    defaultValues: { begin_month: initial, end_month: initial },
  });
  const message = (error: typeof errors.begin_month) =>
    error?.message === 'range'
      ? t('counter_range_invalid', { max: COUNTER_REPORT_MAX_MONTHS })
      : fieldErrorKey(error, 'counter_month_invalid') && t(fieldErrorKey(error, 'counter_month_invalid')!);

  return (
    <form
      className={styles.part}
      noValidate
      aria-labelledby="counter-report"
      onSubmit={handleSubmit((range) => {
        if (!download.isPending) download.mutate(range);
      })}
    >
      <h3 id="counter-report">{t('counter_report_heading')}</h3>
      <p className={styles.muted}>{t('counter_report_intro')}</p>
      <div className={styles.months}>
        <Field label={t('counter_begin_month')} error={message(errors.begin_month)}>
          {(control) => (
            <input
              {...control}
              {...register('begin_month')}
              type="month"
              placeholder="YYYY-MM"
              className={fieldStyles.input}
            />
          )}
        </Field>
        <Field label={t('counter_end_month')} error={message(errors.end_month)}>
          {(control) => (
            <input
              {...control}
              {...register('end_month')}
              type="month"
              placeholder="YYYY-MM"
              className={fieldStyles.input}
            />
          )}
        </Field>
      </div>
      <Button type="submit" variant="primary" aria-disabled={download.isPending || undefined}>
        {t('counter_download')}
      </Button>
      {download.isError && (
        <p role="alert" className={fieldStyles.fieldError}>
          {t(formErrorKey(download.error))}
        </p>
      )}
    </form>
  );
}
