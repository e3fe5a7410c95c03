import { useId, useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { fieldErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { emptyJobsFilter, jobsFilterSchema, type JobsFilter, type JobsFilterInput } from '../jobs-filter';
import styles from './jobs.module.css';

const STATES = ['queued', 'running', 'done', 'failed'] as const;

/** The jobs' filters (state, title) as a search form; an empty filter is no filter. */
export function JobsFilters({ onSearch }: { onSearch(filter: JobsFilter): void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<JobsFilterInput, unknown, JobsFilter>({
    resolver: zodResolver(jobsFilterSchema) as Resolver<JobsFilterInput, unknown, JobsFilter>,
    defaultValues: emptyJobsFilter,
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const titleError = fieldErrorKey(form.formState.errors.title_id as FieldError | undefined);
  const entries = titleError
    ? [{ fieldId: `${id}-title`, label: t('operator_jobs_filter_title'), message: t(titleError) }]
    : [];
  const submit = form.handleSubmit(onSearch, () => setRefusals((count) => count + 1));
  return (
    <form
      noValidate
      role="search"
      aria-label={t('operator_jobs_filters')}
      onSubmit={(event) => void submit(event)}
    >
      <ErrorSummary entries={entries} refusals={refusals} />
      <div className={styles.filters}>
        <Field id={`${id}-state`} label={t('operator_jobs_filter_state')}>
          {(control) => (
            <select {...control} className={fieldStyles.input} {...form.register('state')}>
              <option value="">{t('operator_jobs_filter_all')}</option>
              {STATES.map((state) => (
                <option key={state} value={state}>
                  {t(`operator_jobs_state_${state}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-title`} label={t('operator_jobs_filter_title')} error={titleError && t(titleError)}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              className={fieldStyles.input}
              {...form.register('title_id')}
            />
          )}
        </Field>
        <div>
          <Button variant="primary" type="submit">
            {t('operator_jobs_filter_apply')}
          </Button>
        </div>
      </div>
    </form>
  );
}
