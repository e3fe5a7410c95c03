import { AGE_RATINGS, type Language, type OperatorTitle } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { useTitleChoices } from '../api/get-titles';
import { textLanguages, type TitleFormField, type TitleFormValues } from '../title-form-values';
import { ChoiceGroup, type Choice } from '@/components/ui/choice-group';
import { useTitleForm } from './use-title-form';
import styles from './titles.module.css';

interface TitleFormProps {
  /** The title to change; none: a new one. */
  title?: OperatorTitle | undefined;
  language: Language;
  /** After a save: the saved title, and whether it was created by it. */
  onSaved?(title: OperatorTitle, created: boolean): void;
  /** A new title's values other than the defaults (a new episode of a series). */
  initial?: Partial<TitleFormValues>;
}

type Names = Partial<Record<Language, string>>;
const nameIn = (names: Names, language: Language, fallback: string) =>
  names[language] || names.en || fallback;

/**
 * A title's details as one form for save_title (decision 051): kind, names, year, age rating and IMDb id; an
 * episode's series and place; name and description in each interface language (a fieldset each); genres,
 * people one a line, production countries, spoken and subtitle languages and access services as groups of
 * checkboxes. Sent without browser validation: the form checks everything first and a field the server still
 * refuses is marked too; every refused save says why under the field and in the error summary, which takes the
 * focus. The duration is not here: it comes from the media.
 */
export function TitleForm({ title, language, onSaved, initial }: TitleFormProps) {
  const { t } = useTranslation();
  const choices = useTitleChoices();
  const labels: Record<TitleFormField, string> = {
    kind: t('operator_title_kind'),
    name: t('operator_title_name'),
    original_name: t('operator_title_original_name'),
    original_language: t('operator_title_original_language'),
    year: t('operator_title_year'),
    age_rating: t('operator_title_age_rating'),
    imdb_id: t('operator_title_imdb_id'),
    group_id: t('operator_title_series'),
    season: t('operator_title_season'),
    episode: t('operator_title_episode'),
    name_sv: `${t('operator_title_texts_sv')}: ${t('operator_title_text_name')}`,
    name_no: `${t('operator_title_texts_no')}: ${t('operator_title_text_name')}`,
    name_fi: `${t('operator_title_texts_fi')}: ${t('operator_title_text_name')}`,
    name_en: `${t('operator_title_texts_en')}: ${t('operator_title_text_name')}`,
    description_sv: `${t('operator_title_texts_sv')}: ${t('operator_title_description')}`,
    description_no: `${t('operator_title_texts_no')}: ${t('operator_title_description')}`,
    description_fi: `${t('operator_title_texts_fi')}: ${t('operator_title_description')}`,
    description_en: `${t('operator_title_texts_en')}: ${t('operator_title_description')}`,
    genre_ids: t('operator_title_genres'),
    directors: t('operator_title_directors'),
    actors: t('operator_title_actors'),
    production_countries: t('operator_title_production_countries'),
    spoken_languages: t('operator_title_spoken_languages'),
    subtitle_languages: t('operator_title_subtitle_languages'),
    sdh_languages: t('operator_title_sdh'),
    audio_description_languages: t('operator_title_audio_description'),
    sign_languages: t('operator_title_sign_languages'),
  };
  const f = useTitleForm(title, labels, onSaved, initial);
  const kind = f.form.watch('kind');

  const data = choices.data;
  const genres: Choice[] = (data?.genres ?? []).map((g) => ({
    value: String(g.genre_id),
    label: nameIn(g.names, language, String(g.genre_id)),
  }));
  const languageChoices = (sign: boolean): Choice[] =>
    (data?.languages ?? [])
      .filter((l) => (l.code.length === 3) === sign)
      .map((l) => ({ value: l.code, label: nameIn(l.names, language, l.code) }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  const spoken = languageChoices(false);
  const countries: Choice[] = (data?.countries ?? [])
    .map((c) => ({ value: c.iso, label: nameIn(c.names, language, c.iso) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

  const input = (field: TitleFormField, options: { hint?: string; inputMode?: 'numeric' } = {}) => (
    <Field id={f.fieldId(field)} label={labels[field]} hint={options.hint} error={f.messageOf(field)}>
      {(control) => (
        <input
          {...control}
          autoComplete="off"
          inputMode={options.inputMode}
          className={fieldStyles.input}
          {...f.register(field)}
        />
      )}
    </Field>
  );
  const textarea = (field: TitleFormField, label: string, hint?: string) => (
    <Field id={f.fieldId(field)} label={label} hint={hint} error={f.messageOf(field)}>
      {(control) => <textarea {...control} rows={4} className={styles.textarea} {...f.register(field)} />}
    </Field>
  );
  const group = (field: TitleFormField, list: Choice[]) => (
    <ChoiceGroup
      id={f.fieldId(field)}
      legend={labels[field]}
      choices={list}
      registration={f.register(field)}
      error={f.messageOf(field)}
    />
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void f.submit(event)}
      aria-busy={f.save.isPending}
    >
      <ErrorSummary entries={f.summaryEntries} formError={f.formError} refusals={f.refusals} />
      <fieldset className={styles.group}>
        <legend>{t('operator_title_basics')}</legend>
        <fieldset className={styles.radios}>
          <legend>{labels.kind}</legend>
          {(['film', 'episode'] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input type="radio" value={value} {...f.register('kind')} />
              {t(`operator_title_kind_${value}`)}
            </label>
          ))}
        </fieldset>
        {input('name', { hint: t('operator_title_name_hint') })}
        {input('original_name')}
        <Field id={f.fieldId('original_language')} label={labels.original_language}>
          {(control) => (
            <select {...control} className={fieldStyles.input} {...f.register('original_language')}>
              <option value="">{t('operator_title_no_language')}</option>
              {spoken.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.pair}>
          {input('year', { inputMode: 'numeric' })}
          <Field id={f.fieldId('age_rating')} label={labels.age_rating} error={f.messageOf('age_rating')}>
            {(control) => (
              <select {...control} className={fieldStyles.input} {...f.register('age_rating')}>
                {AGE_RATINGS.map((age) => (
                  <option key={age} value={String(age)}>
                    {age === 0 ? t('operator_title_age_all') : t('operator_title_age_years', { age })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {input('imdb_id', { hint: t('operator_title_imdb_hint') })}
      </fieldset>

      {kind === 'episode' && (
        <fieldset className={styles.group}>
          <legend>{t('operator_title_series_place')}</legend>
          <Field id={f.fieldId('group_id')} label={labels.group_id} error={f.messageOf('group_id')}>
            {(control) => (
              <select {...control} className={fieldStyles.input} {...f.register('group_id')}>
                <option value="">{t('operator_title_choose_series')}</option>
                {(data?.series ?? []).map((series) => (
                  <option key={series.group_id} value={String(series.group_id)}>
                    {series.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className={styles.pair}>
            {input('season', { inputMode: 'numeric' })}
            {input('episode', { inputMode: 'numeric' })}
          </div>
        </fieldset>
      )}

      {textLanguages.map((lang) => (
        <fieldset key={lang} className={styles.group}>
          <legend>{t(`operator_title_texts_${lang}`)}</legend>
          <Field
            id={f.fieldId(`name_${lang}`)}
            label={t('operator_title_text_name')}
            hint={lang === 'en' ? undefined : t('operator_title_text_name_hint')}
            error={f.messageOf(`name_${lang}`)}
          >
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                className={fieldStyles.input}
                {...f.register(`name_${lang}`)}
              />
            )}
          </Field>
          {textarea(`description_${lang}`, t('operator_title_description'))}
        </fieldset>
      ))}

      <fieldset className={styles.group}>
        <legend>{t('operator_title_people')}</legend>
        {textarea('directors', labels.directors, t('operator_title_people_hint'))}
        {textarea('actors', labels.actors, t('operator_title_people_hint'))}
      </fieldset>

      {data && (
        <>
          {group('genre_ids', genres)}
          {group('production_countries', countries)}
          <fieldset className={styles.group}>
            <legend>{t('operator_title_languages')}</legend>
            {group('spoken_languages', spoken)}
            {group('subtitle_languages', spoken)}
          </fieldset>
          <fieldset className={styles.group}>
            <legend>{t('operator_title_access')}</legend>
            {group('sdh_languages', spoken)}
            {group('audio_description_languages', spoken)}
            {group('sign_languages', languageChoices(true))}
          </fieldset>
        </>
      )}

      <div role="status" className={styles.saved}>
        {f.save.isSuccess && title ? t('operator_title_saved') : ''}
      </div>
      <Button
        variant="primary"
        type="submit"
        className={styles.submit}
        aria-disabled={f.save.isPending || undefined}
      >
        {title ? t('save') : t('operator_title_create')}
      </Button>
    </form>
  );
}
