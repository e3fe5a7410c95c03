import { useId, useState, type KeyboardEvent } from 'react';
import { useParams } from 'react-router';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createPreviewLink, PREVIEW_LINK_HOURS_MAX, type Language } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useCreatePreviewLink } from '../api/create-preview-link';
import { usePreviewTitles } from '../api/find-preview-titles';
import styles from './previews.module.css';

/** The contract's fields the operator types; the title is chosen from a search. */
export const previewForm = createPreviewLink.request.pick({ note: true }).extend({
  title_id: z.string().min(1, { error: 'preview_choose_title' }),
  hours: z.coerce.number().int().min(1).max(PREVIEW_LINK_HOURS_MAX),
});
type PreviewFormInput = z.input<typeof previewForm>;
type PreviewFormOutput = z.output<typeof previewForm>;

const fields = ['title_id', 'note', 'hours'] as const;
type FieldName = (typeof fields)[number];

/**
 * A new preview link: a title found by a search over the whole catalogue, for whom, and for how many hours. The
 * link made is handed to `onCreated`, which shows it once.
 */
export function CreatePreviewLinkForm({ onCreated }: { onCreated(linkPath: string): void }) {
  const { t } = useTranslation();
  const language = useParams().lang as Language;
  const id = useId();
  const create = useCreatePreviewLink();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const titles = usePreviewTitles(search, language);
  const form = useForm<PreviewFormInput, unknown, PreviewFormOutput>({
    resolver: zodResolver(previewForm),
    defaultValues: { title_id: '', note: '', hours: 48 },
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const labels: Record<FieldName, string> = {
    title_id: t('preview_title'),
    note: t('preview_note'),
    hours: t('preview_hours'),
  };
  const messageOf = (name: FieldName) => {
    const error = form.formState.errors[name] as FieldError | undefined;
    if (error?.message === 'preview_choose_title') return t('preview_choose_title');
    const key = fieldErrorKey(error);
    return key && t(key);
  };
  const entries = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: labels[name], message }] : [];
  });
  const runSearch = () => setSearch(typed.trim());
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    runSearch();
  };

  const submit = form.handleSubmit(
    async ({ title_id, note, hours }) => {
      if (create.isPending) return;
      setFormError(undefined);
      try {
        const answer = await create.mutateAsync({ title_id: Number(title_id), note, hours, language });
        form.reset();
        onCreated(answer.link_path);
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fields)) setFormError(t(formErrorKey(error)));
        setRefusals((count) => count + 1);
      }
    },
    () => {
      setFormError(undefined);
      setRefusals((count) => count + 1);
    },
  );

  const found = titles.data?.titles ?? [];
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={create.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t('preview_create_heading')}</h2>
      <ErrorSummary entries={entries} formError={formError} refusals={refusals} />
      <div className={styles.search}>
        <Field id={`${id}-search`} label={t('preview_search_title')}>
          {(control) => (
            <input
              {...control}
              type="search"
              className={fieldStyles.input}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={searchOnEnter}
            />
          )}
        </Field>
        <Button onClick={runSearch}>{t('preview_search')}</Button>
      </div>
      <fieldset
        id={fieldId('title_id')}
        tabIndex={-1}
        className={styles.choices}
        aria-describedby={messageOf('title_id') ? `${id}-title-error` : undefined}
      >
        <legend>{t('preview_title')}</legend>
        {messageOf('title_id') && (
          <p id={`${id}-title-error`} className={fieldStyles.fieldError}>
            {messageOf('title_id')}
          </p>
        )}
        {search === '' ? null : titles.isPending ? (
          <p className={styles.muted} aria-busy="true">
            {t('loading')}
          </p>
        ) : found.length === 0 ? (
          <p className={styles.muted}>{t('preview_no_titles')}</p>
        ) : (
          found.map((title) => (
            <label key={title.title_id} className={styles.choice}>
              <input type="radio" value={String(title.title_id)} {...form.register('title_id')} />
              <span>
                {title.name}
                {title.year !== null && ` (${title.year})`}
              </span>
            </label>
          ))
        )}
      </fieldset>
      <Field id={fieldId('note')} label={labels.note} error={messageOf('note')}>
        {(control) => (
          <input {...control} className={fieldStyles.input} autoComplete="off" {...form.register('note')} />
        )}
      </Field>
      <Field id={fieldId('hours')} label={labels.hours} error={messageOf('hours')}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={PREVIEW_LINK_HOURS_MAX}
            className={fieldStyles.input}
            {...form.register('hours')}
          />
        )}
      </Field>
      <div>
        <Button variant="primary" type="submit" aria-disabled={create.isPending || undefined}>
          {t('preview_create')}
        </Button>
      </div>
    </form>
  );
}
