import { useId, useState } from 'react';
import { useFieldArray, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_GUIDE_BODY,
  MAX_GUIDE_HEADING,
  MAX_GUIDE_STEPS,
  type CountryConfig,
  type CountryGuide,
  type Language,
} from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary, type ErrorSummaryEntry } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveGetStartedSteps } from '../api/save-getstarted-steps';
import { siteFieldMessage } from '../field-messages';
import {
  emptyStep,
  formLanguages,
  guideFormSchema,
  guideFormValues,
  type GuideFormOutput,
  type GuideFormValues,
} from '../site-forms';
import styles from './site.module.css';

type Part = 'heading' | 'body';

interface GuideFormProps {
  country: CountryConfig;
  guide: CountryGuide;
  readOnly: boolean;
}

/**
 * A country's get-started guide, which the customer portal shows on the front page and in Help: ordered steps,
 * each a heading and a text in the country's languages and English (required: the fallback). A country without
 * its own guide starts from the shared one; saving gives it its own.
 */
export function GuideForm({ country, guide, readOnly }: GuideFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveGetStartedSteps();
  const form = useForm<GuideFormValues, unknown, GuideFormOutput>({
    resolver: zodResolver(guideFormSchema) as Resolver<GuideFormValues, unknown, GuideFormOutput>,
    defaultValues: guideFormValues(guide),
    shouldFocusError: false,
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const languages = formLanguages(country);
  const { errors } = form.formState;
  const fieldId = (index: number, part: Part, language: Language) => `${id}-${index}-${part}-${language}`;
  const label = (part: Part, language: Language) =>
    t(part === 'heading' ? 'operator_site_step_heading' : 'operator_site_step_body', {
      language: t(`language_${language}`),
    });
  const messageOf = (index: number, part: Part, language: Language) =>
    siteFieldMessage(t, errors.steps?.[index]?.[part]?.[language] as FieldError | undefined, {
      max: part === 'heading' ? MAX_GUIDE_HEADING : MAX_GUIDE_BODY,
    });
  const entries: ErrorSummaryEntry[] = steps.fields.flatMap((_, index) =>
    (['heading', 'body'] as const).flatMap((part) =>
      languages.flatMap((language) => {
        const message = messageOf(index, part, language);
        return message
          ? [
              {
                fieldId: fieldId(index, part, language),
                label: `${t('operator_site_step', { number: index + 1 })}: ${label(part, language)}`,
                message,
              },
            ]
          : [];
      }),
    ),
  );
  const changed = () => save.isSuccess && save.reset();

  const submit = form.handleSubmit(
    (values) => {
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(
        { countryIso: country.country_iso, steps: values.steps },
        {
          onSuccess: ({ guide: saved }) => form.reset(guideFormValues(saved)),
          onError: (error) => {
            setFormError(formErrorKey(error));
            refused();
          },
        },
      );
    },
    () => {
      save.reset();
      setFormError(undefined);
      refused();
    },
  );

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <ErrorSummary entries={entries} formError={formError && t(formError)} refusals={refusals} />
      {!guide.own && <p className={styles.note}>{t('operator_site_guide_shared')}</p>}
      <fieldset className={styles.fields} disabled={readOnly}>
        {steps.fields.map((step, index) => {
          const number = index + 1;
          return (
            <fieldset key={step.id} className={styles.step}>
              <legend>{t('operator_site_step', { number })}</legend>
              {(['heading', 'body'] as const).map((part) =>
                languages.map((language) => (
                  <Field
                    key={`${part}-${language}`}
                    id={fieldId(index, part, language)}
                    label={label(part, language)}
                    hint={
                      language === 'en' && part === 'heading'
                        ? t('operator_site_step_english_required')
                        : undefined
                    }
                    error={messageOf(index, part, language)}
                  >
                    {(control) =>
                      part === 'heading' ? (
                        <input
                          {...control}
                          lang={language}
                          className={fieldStyles.input}
                          autoComplete="off"
                          {...form.register(`steps.${index}.heading.${language}`, { onChange: changed })}
                        />
                      ) : (
                        <textarea
                          {...control}
                          lang={language}
                          rows={3}
                          className={`${fieldStyles.input} ${styles.textarea}`}
                          {...form.register(`steps.${index}.body.${language}`, { onChange: changed })}
                        />
                      )
                    }
                  </Field>
                )),
              )}
              {!readOnly && (
                <div className={styles.stepActions}>
                  {index > 0 && (
                    <Button
                      size="small"
                      onClick={() => {
                        steps.move(index, index - 1);
                        changed();
                      }}
                    >
                      {t('operator_site_move_up', { number })}
                    </Button>
                  )}
                  {index < steps.fields.length - 1 && (
                    <Button
                      size="small"
                      onClick={() => {
                        steps.move(index, index + 1);
                        changed();
                      }}
                    >
                      {t('operator_site_move_down', { number })}
                    </Button>
                  )}
                  {steps.fields.length > 1 && (
                    <Button
                      size="small"
                      variant="ghost"
                      onClick={() => {
                        steps.remove(index);
                        changed();
                      }}
                    >
                      {t('operator_site_remove_step', { number })}
                    </Button>
                  )}
                </div>
              )}
            </fieldset>
          );
        })}
      </fieldset>
      {!readOnly && (
        <>
          <div role="status" className={styles.saved}>
            {save.isSuccess ? t('operator_site_guide_saved') : ''}
          </div>
          <div className={styles.actions}>
            {steps.fields.length < MAX_GUIDE_STEPS && (
              <Button
                onClick={() => {
                  steps.append(emptyStep());
                  changed();
                }}
              >
                {t('operator_site_add_step')}
              </Button>
            )}
            <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
              {t('operator_site_save_guide')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
