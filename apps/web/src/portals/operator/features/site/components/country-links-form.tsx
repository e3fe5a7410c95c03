import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryConfig } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveCountryConfig } from '../api/save-country-config';
import { siteFieldMessage } from '../field-messages';
import {
  linksFieldOrder,
  linksFormSchema,
  linksFormValues,
  type LinksField,
  type LinksFormOutput,
  type LinksFormValues,
} from '../site-forms';
import styles from './site.module.css';

interface CountryLinksFormProps {
  country: CountryConfig;
  readOnly: boolean;
}

/**
 * A country's links and contact address: the site, press and help pages and the privacy policy (https:// only;
 * an empty privacy policy links to the site's own page), and the contact e-mail the footer shows.
 */
export function CountryLinksForm({ country, readOnly }: CountryLinksFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveCountryConfig();
  const form = useForm<LinksFormValues, unknown, LinksFormOutput>({
    resolver: zodResolver(linksFormSchema) as Resolver<LinksFormValues, unknown, LinksFormOutput>,
    defaultValues: linksFormValues(country),
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const fieldId = (name: LinksField) => `${id}-${name}`;
  const { errors } = form.formState;

  const labels: Record<LinksField, string> = {
    default_url: t('operator_site_default_url'),
    press_url: t('operator_site_press_url'),
    help_url: t('operator_site_help_url'),
    contact_email: t('operator_site_contact_email'),
    privacy_policy_url: t('operator_site_privacy_policy_url'),
  };
  const messageOf = (name: LinksField) =>
    siteFieldMessage(t, errors[name], {
      invalidKey: name === 'contact_email' ? 'error_invalid_email' : 'operator_site_https_required',
      max: name === 'contact_email' ? 254 : 500,
    });
  const entries = linksFieldOrder.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: labels[name], message }] : [];
  });

  const submit = form.handleSubmit(
    (values) => {
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(
        { country_iso: country.country_iso, ...values, privacy_policy_url: values.privacy_policy_url ?? '' },
        {
          onSuccess: ({ config }) => form.reset(linksFormValues(config)),
          onError: (error) => {
            if (!applyServerFieldErrors(error, form.setError, linksFieldOrder))
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

  const input = (name: LinksField) => (
    <Field
      key={name}
      id={fieldId(name)}
      label={labels[name]}
      hint={
        name === 'privacy_policy_url'
          ? t('operator_site_privacy_policy_hint')
          : name === 'contact_email'
            ? undefined
            : t('operator_site_https_hint')
      }
      error={messageOf(name)}
    >
      {(control) => (
        <input
          {...control}
          type={name === 'contact_email' ? 'email' : 'url'}
          inputMode={name === 'contact_email' ? 'email' : 'url'}
          autoComplete="off"
          spellCheck={false}
          className={fieldStyles.input}
          {...form.register(name, { onChange: () => save.isSuccess && save.reset() })}
        />
      )}
    </Field>
  );

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <ErrorSummary entries={entries} formError={formError && t(formError)} refusals={refusals} />
      <fieldset className={`${styles.fields} ${styles.grid}`} disabled={readOnly}>
        {linksFieldOrder.map(input)}
      </fieldset>
      {!readOnly && (
        <>
          <div role="status" className={styles.saved}>
            {save.isSuccess ? t('operator_site_links_saved') : ''}
          </div>
          <div className={styles.actions}>
            <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
              {t('operator_site_save_links')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
