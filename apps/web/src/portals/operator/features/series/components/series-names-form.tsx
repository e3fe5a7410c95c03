import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { saveSeries, type OperatorSeries } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import styles from '@/components/ui/console-section.module.css';
import { fieldErrorKey } from '@/lib/form-errors';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveSeries } from '../api/save-series';

/** save_series' request as the form types it: every name a text field, the series' id given by the page. */
export const seriesNamesForm = saveSeries.request.omit({ group_id: true });
type SeriesNamesInput = z.input<typeof seriesNamesForm>;
type SeriesNamesOutput = z.output<typeof seriesNamesForm>;

const fields = ['name', 'name_sv', 'name_no', 'name_fi', 'name_en'] as const;
type FieldName = (typeof fields)[number];

const valuesOf = (series: OperatorSeries): Record<FieldName, string> => ({
  name: series.name,
  name_sv: series.names.sv ?? '',
  name_no: series.names.no ?? '',
  name_fi: series.names.fi ?? '',
  name_en: series.name_en ?? '',
});

/**
 * A series' names (decision 051): the original one and one per interface language, which the customer pages
 * show (an empty one falls back to the English, then the original name). Read-only for support.
 */
export function SeriesNamesForm({ series, canEdit }: { series: OperatorSeries; canEdit: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveSeries();
  const form = useForm<SeriesNamesInput, unknown, SeriesNamesOutput>({
    resolver: zodResolver(seriesNamesForm),
    defaultValues: valuesOf(series),
    shouldFocusError: false,
  });
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const labels: Record<FieldName, string> = {
    name: t('operator_series_name'),
    name_sv: t('operator_series_name_sv'),
    name_no: t('operator_series_name_no'),
    name_fi: t('operator_series_name_fi'),
    name_en: t('operator_series_name_en'),
  };
  const messageOf = (name: FieldName) => {
    const key = fieldErrorKey(form.formState.errors[name] as FieldError | undefined);
    return key && t(key);
  };
  const entries = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: labels[name], message }] : [];
  });

  const { submit, refusals, formError } = useFormSubmit(form, fields, async (input) => {
    if (save.isPending) return;
    const { series: saved } = await save.mutateAsync({ ...input, group_id: series.group_id });
    form.reset(valuesOf(saved));
  });

  return (
    <form
      className={styles.invite}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t('operator_series_names')}</h2>
      <ErrorSummary entries={entries} formError={formError} refusals={refusals} />
      <p className={styles.intro}>{t('operator_series_names_hint')}</p>
      <div className={styles.inviteFields}>
        {fields.map((name) => (
          <Field key={name} id={fieldId(name)} label={labels[name]} error={messageOf(name)}>
            {(control) => (
              <input
                {...control}
                className={fieldStyles.input}
                autoComplete="off"
                maxLength={300}
                readOnly={!canEdit}
                {...form.register(name, { onChange: () => save.isSuccess && save.reset() })}
              />
            )}
          </Field>
        ))}
      </div>
      <p role="status" className={styles.notice}>
        {save.isSuccess && <span className={styles.success}>{t('operator_series_saved')}</span>}
      </p>
      {canEdit && (
        <div>
          <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
            {t('operator_series_save')}
          </Button>
        </div>
      )}
    </form>
  );
}
