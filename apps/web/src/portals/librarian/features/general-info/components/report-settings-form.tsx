import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { GeneralInfo, Language } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import { dateTimeFormat } from '@/lib/intl';
import { languageLocales } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useUpdateReportSettings } from '../api/update-report-settings';
import {
  reportFieldOrder,
  reportFormSchema,
  reportTableChoices,
  toReportFormValues,
  type ReportFormValues,
} from '../report-settings-values';
import styles from './general-info.module.css';

/**
 * The monthly e-mail report (update_report_settings), a section of the budget screen beside the alert address it
 * falls back to: on or off, its own address (empty: the alert address, named in the hint) and the statistics
 * tables attached as CSV. Checked by the contract's schema first; a field the server still refuses is marked
 * too, and the error summary takes the focus.
 */
export function ReportSettingsForm({ info, language }: { info: GeneralInfo; language: Language }) {
  const { t } = useTranslation();
  const save = useUpdateReportSettings();
  const formId = useId();
  const fieldId = (field: keyof ReportFormValues) => `${formId}-${field}`;
  const form = useForm<ReportFormValues, unknown, z.output<typeof reportFormSchema>>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: toReportFormValues(info.reports),
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const { errors } = form.formState;
  const register = (name: keyof ReportFormValues) =>
    form.register(name, { onChange: () => save.isSuccess && save.reset() });

  const submit = form.handleSubmit(
    (input) => {
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(input, {
        onSuccess: ({ reports }) => form.reset(toReportFormValues(reports)),
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, reportFieldOrder))
            setFormError(formErrorKey(error));
          refused();
        },
      });
    },
    () => {
      save.reset();
      setFormError(undefined);
      refused();
    },
  );

  const emailKey = fieldErrorKey(errors.report_email, 'error_invalid_email');
  const tablesKey = fieldErrorKey(errors.report_tables as Parameters<typeof fieldErrorKey>[0]);
  const messages = { report_email: emailKey && t(emailKey), report_tables: tablesKey && t(tablesKey) };
  const labels = { report_email: t('report_email'), report_tables: t('report_tables') };
  const summaryEntries = reportFieldOrder.flatMap((field) => {
    const message = messages[field];
    return message ? [{ fieldId: fieldId(field), label: labels[field], message }] : [];
  });
  const alertEmail = info.budget.alert_email;
  const last = info.reports.last_report;
  const monthName = (month: string) =>
    dateTimeFormat(languageLocales[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={save.isPending}
      aria-labelledby={`${formId}-heading`}
    >
      <h2 id={`${formId}-heading`} className={styles.formHeading}>
        {t('monthly_reports')}
      </h2>
      <p>{t('monthly_reports_intro')}</p>
      <ErrorSummary entries={summaryEntries} formError={formError && t(formError)} refusals={refusals} />
      <Field variant="checkbox" label={t('reports_enabled')}>
        {(control) => <input {...control} {...register('reports_enabled')} type="checkbox" />}
      </Field>
      <Field
        id={fieldId('report_email')}
        label={labels.report_email}
        hint={alertEmail ? t('report_email_hint', { address: alertEmail }) : t('report_email_hint_none')}
        error={messages.report_email}
      >
        {(control) => (
          <input
            {...control}
            {...register('report_email')}
            type="email"
            className={fieldStyles.input}
            autoComplete="email"
            spellCheck={false}
          />
        )}
      </Field>
      <fieldset
        className={styles.fieldset}
        id={fieldId('report_tables')}
        tabIndex={-1}
        aria-invalid={messages.report_tables ? true : undefined}
      >
        <legend>{labels.report_tables}</legend>
        {reportTableChoices.map((table) => (
          <label key={table} className={styles.radio}>
            <input type="checkbox" value={table} {...register('report_tables')} />
            {t(`report_table_${table}`)}
          </label>
        ))}
        {messages.report_tables && <p className={fieldStyles.fieldError}>{messages.report_tables}</p>}
      </fieldset>
      {last && (
        <p>
          {t('report_last_sent', {
            month: monthName(last.month),
            address: last.sent_to,
            sent: dateTimeFormat(languageLocales[language], {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(last.sent_at)),
          })}
        </p>
      )}

      <div role="status" className={styles.saved}>
        {save.isSuccess ? t('report_settings_saved') : ''}
      </div>

      <Button
        variant="primary"
        type="submit"
        className={styles.submit}
        aria-disabled={save.isPending || undefined}
      >
        {t('save')}
      </Button>
    </form>
  );
}
