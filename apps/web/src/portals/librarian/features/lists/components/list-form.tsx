import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LibrarianList, Language } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n-react';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useListChanges, useTitleMatches } from '../api/lists';
import {
  headingLanguages,
  listFieldOrder,
  listFormSchema,
  toListFormValues,
  toSaveListInput,
  type HeadingLanguage,
  type ListFormField,
  type ListFormValues,
} from '../list-form-values';
import styles from './lists.module.css';

interface ListFormProps {
  /** The list to change, or null for a new one. */
  list: LibrarianList | null;
  libraryId: number | undefined;
  /** The heading the library's language needs (sv, no or fi). */
  requiredHeading: HeadingLanguage;
  language: Language;
  onDone(saved: boolean): void;
}

/**
 * A list's form: a heading per language (the library's own required), the dates it is shown, and its titles in
 * order, picked by searching the library's catalogue (films and series, a series as one pick). Checked with
 * save_list's rules before sending; a refusal is named under its field and in the summary, which takes the focus.
 */
export function ListForm({ list, libraryId, requiredHeading, language, onDone }: ListFormProps) {
  const { t } = useTranslation();
  const { save } = useListChanges();
  const formId = useId();
  const fieldId = (field: ListFormField) => `${formId}-${field}`;
  const schema = useMemo(() => listFormSchema(requiredHeading), [requiredHeading]);
  const form = useForm<ListFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toListFormValues(list),
    shouldFocusError: false,
  });
  const titles = useFieldArray({ control: form.control, name: 'titles', keyName: 'key' });
  const [search, setSearch] = useState('');
  const matches = useTitleMatches(libraryId, language, search);
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) => {
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(toSaveListInput(values, list?.list_id ?? null), {
        onSuccess: () => onDone(true),
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, listFieldOrder, { title_ids: 'titles' })) {
            setFormError(formErrorKey(error));
          }
          refused();
        },
      });
    },
    () => {
      setFormError(undefined);
      refused();
    },
  );

  const messageOf = (field: ListFormField): string | undefined => {
    const error =
      field === 'titles' ? (errors.titles?.root ?? (errors.titles as FieldError | undefined)) : errors[field];
    const key = error?.message?.startsWith('list_') ? error.message : fieldErrorKey(error);
    return key && t(key);
  };
  const labels: Record<ListFormField, string> = {
    heading_sv: t('list_heading_sv'),
    heading_no: t('list_heading_no'),
    heading_fi: t('list_heading_fi'),
    heading_en: t('list_heading_en'),
    starts_on: t('list_starts_on'),
    ends_on: t('list_ends_on'),
    titles: t('list_titles'),
  };
  const summaryEntries = listFieldOrder.flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ fieldId: fieldId(field), label: labels[field], message }] : [];
  });
  const picked = new Set(titles.fields.map((title) => title.id));
  const headingOrder = [requiredHeading, ...headingLanguages.filter((lang) => lang !== requiredHeading)];

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={save.isPending}
    >
      <h2>{list ? t('list_edit_heading') : t('list_new')}</h2>
      <ErrorSummary entries={summaryEntries} formError={formError && t(formError)} refusals={refusals} />
      {headingOrder.map((lang) => (
        <Field
          key={lang}
          label={labels[`heading_${lang}`]}
          id={fieldId(`heading_${lang}`)}
          error={messageOf(`heading_${lang}`)}
        >
          {(control) => (
            <input
              {...control}
              {...form.register(`heading_${lang}`)}
              type="text"
              lang={lang === 'no' ? 'nb' : lang}
              aria-required={lang === requiredHeading || undefined}
            />
          )}
        </Field>
      ))}
      <div className={styles.dates}>
        <Field
          label={labels.starts_on}
          id={fieldId('starts_on')}
          hint={t('list_dates_hint')}
          error={messageOf('starts_on')}
        >
          {(control) => <input {...control} {...form.register('starts_on')} type="date" />}
        </Field>
        <Field label={labels.ends_on} id={fieldId('ends_on')} error={messageOf('ends_on')}>
          {(control) => <input {...control} {...form.register('ends_on')} type="date" />}
        </Field>
      </div>

      <fieldset className={styles.titles}>
        <legend id={fieldId('titles')} tabIndex={-1}>
          {labels.titles}
        </legend>
        {messageOf('titles') && <p className={styles.fieldError}>{messageOf('titles')}</p>}
        <ol className={styles.picked}>
          {titles.fields.map((title, index) => (
            <li key={title.key}>
              <span>
                {title.name}
                {title.series && <span className={styles.tag}> · {t('list_series')}</span>}
                {!title.lent && <span className={styles.tag}> · {t('list_not_lent')}</span>}
              </span>
              <Button type="button" onClick={() => titles.remove(index)}>
                {t('list_title_remove', { name: title.name })}
              </Button>
            </li>
          ))}
        </ol>
        <Field label={t('list_title_search')}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={search}
              autoComplete="off"
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        {search.trim() && matches.data && (
          <ul className={styles.matches} aria-live="polite">
            {matches.data.length === 0 && <li>{t('list_title_no_matches')}</li>}
            {matches.data
              .filter((match) => !picked.has(match.title_id!))
              .map((match) => (
                <li key={`${match.kind}-${match.id}`}>
                  <Button
                    type="button"
                    onClick={() =>
                      titles.append({
                        id: match.title_id!,
                        name: match.name,
                        series: match.kind === 'series',
                        lent: true,
                      })
                    }
                  >
                    {t('list_title_add', { name: match.name })}
                    {match.kind === 'series' ? ` (${t('list_series')})` : ''}
                  </Button>
                </li>
              ))}
          </ul>
        )}
      </fieldset>

      <div className={styles.actions}>
        <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
          {t('list_save')}
        </Button>
        <Button type="button" onClick={() => onDone(false)}>
          {t('list_cancel')}
        </Button>
      </div>
    </form>
  );
}
