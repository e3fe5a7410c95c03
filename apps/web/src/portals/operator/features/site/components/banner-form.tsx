import { useId, useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryConfig, Language, SiteBanner } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveBanner } from '../api/save-banner';
import { siteFieldMessage } from '../field-messages';
import {
  bannerFieldOrder,
  bannerFormSchema,
  bannerFormValues,
  formLanguages,
  localInputToIso,
  type BannerFormOutput,
  type BannerFormValues,
} from '../site-forms';
import styles from './site.module.css';

type BannerField = (typeof bannerFieldOrder)[number];
const textField = (language: Language) => `banner_text_${language}` as const;

interface BannerFormProps {
  country: CountryConfig;
  banner: SiteBanner;
  readOnly: boolean;
}

/**
 * A country's front-page banner (docs/decisions/036): off, information or warning; a text in each of the country's
 * languages and English (the fallback); an optional window typed in local time and sent with its offset; and a
 * preview drawn as the front page draws it, in the chosen language.
 */
export function BannerForm({ country, banner, readOnly }: BannerFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveBanner();
  const form = useForm<BannerFormValues, unknown, BannerFormOutput>({
    resolver: zodResolver(bannerFormSchema) as Resolver<BannerFormValues, unknown, BannerFormOutput>,
    defaultValues: bannerFormValues(banner),
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const languages = formLanguages(country);
  const [previewLanguage, setPreviewLanguage] = useState<Language>(languages[0]!);
  const refused = () => setRefusals((count) => count + 1);
  const fieldId = (name: BannerField) => `${id}-${name}`;
  const { errors } = form.formState;
  const register = (name: BannerField) =>
    form.register(name, { onChange: () => save.isSuccess && save.reset() });

  const labels: Record<BannerField, string> = {
    banner_status: t('operator_site_banner_status'),
    banner_text_sv: t('operator_site_text_in', { language: t('language_sv') }),
    banner_text_no: t('operator_site_text_in', { language: t('language_no') }),
    banner_text_fi: t('operator_site_text_in', { language: t('language_fi') }),
    banner_text_en: t('operator_site_text_in', { language: t('language_en') }),
    starts_at: t('operator_site_starts_at'),
    ends_at: t('operator_site_ends_at'),
  };
  const messageOf = (name: BannerField) =>
    siteFieldMessage(t, errors[name] as FieldError | undefined, { max: 500 });
  const shownFields = bannerFieldOrder.filter(
    (name) => !name.startsWith('banner_text_') || languages.some((language) => textField(language) === name),
  );
  const entries = shownFields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: labels[name], message }] : [];
  });

  const submit = form.handleSubmit(
    (values) => {
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(
        {
          country_iso: country.country_iso,
          ...values,
          starts_at: localInputToIso(values.starts_at),
          ends_at: localInputToIso(values.ends_at),
        },
        {
          onSuccess: ({ banner: saved }) => form.reset(bannerFormValues(saved)),
          onError: (error) => {
            if (!applyServerFieldErrors(error, form.setError, shownFields)) setFormError(formErrorKey(error));
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

  const status = form.watch('banner_status');
  const ownText = form.watch(textField(previewLanguage));
  const previewText = ownText || form.watch('banner_text_en');

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <ErrorSummary entries={entries} formError={formError && t(formError)} refusals={refusals} />
      <fieldset className={styles.fields} disabled={readOnly}>
        <fieldset className={styles.fieldset}>
          <legend>{labels.banner_status}</legend>
          <div className={styles.radios}>
            {(['off', 'info', 'warning'] as const).map((value) => (
              <label key={value} className={styles.radio}>
                <input type="radio" value={value} {...register('banner_status')} />
                {t(`operator_site_banner_${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {languages.map((language) => {
          const name = textField(language);
          return (
            <Field
              key={language}
              id={fieldId(name)}
              label={labels[name]}
              hint={language === 'en' ? t('operator_site_english_fallback') : undefined}
              error={messageOf(name)}
            >
              {(control) => (
                <textarea
                  {...control}
                  lang={language}
                  rows={2}
                  className={`${fieldStyles.input} ${styles.textarea}`}
                  {...register(name)}
                />
              )}
            </Field>
          );
        })}
        <div className={styles.grid}>
          {(['starts_at', 'ends_at'] as const).map((name) => (
            <Field
              key={name}
              id={fieldId(name)}
              label={labels[name]}
              hint={t('operator_site_time_hint')}
              error={messageOf(name)}
            >
              {(control) => (
                <input {...control} type="datetime-local" className={fieldStyles.input} {...register(name)} />
              )}
            </Field>
          ))}
        </div>
      </fieldset>

      <figure className={styles.preview}>
        <figcaption>
          {t('operator_site_preview')}
          {languages.length > 1 && (
            <>
              {' · '}
              <label>
                <span className="visually-hidden">{t('interface_language')}</span>
                <select
                  className={fieldStyles.input}
                  value={previewLanguage}
                  onChange={(event) => setPreviewLanguage(event.target.value as Language)}
                >
                  {languages.map((language) => (
                    <option key={language} value={language}>
                      {t(`language_${language}`)}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
        </figcaption>
        {status === 'off' || !previewText ? (
          <p className={styles.note}>{t('operator_site_preview_off')}</p>
        ) : (
          <p
            lang={ownText ? previewLanguage : 'en'}
            className={
              status === 'warning' ? `${styles.previewBanner} ${styles.previewWarning}` : styles.previewBanner
            }
          >
            {previewText}
          </p>
        )}
      </figure>

      {!readOnly && (
        <>
          <div role="status" className={styles.saved}>
            {save.isSuccess ? t('operator_site_banner_saved') : ''}
          </div>
          <div className={styles.actions}>
            <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
              {t('operator_site_save_banner')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
