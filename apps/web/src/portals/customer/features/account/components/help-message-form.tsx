import { sendEmail } from '@filmhyllan/contract';
import { useState } from 'react';
import { useForm, type DefaultValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import type { EndpointInput } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSite } from '@/lib/site';
import { useSendHelpEmail } from '../api/send-help-email';

/** The contract's address to answer to, but an empty one is asked for first rather than called invalid. */
export const helpContactEmail = z.string().trim().min(1).pipe(sendEmail.request.shape.contact_email);

/** What every message to support has on the form; a form adds its own fields (a subject, the page concerned). */
interface HelpMessageValues {
  contact_email: string;
  message: string;
}

interface HelpMessageFormOptions<T extends HelpMessageValues> {
  /** The form's schema, made from the contract's sendEmail request. */
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  /** The form's fields in their order on the page: the first one the server refuses takes focus. */
  fields: readonly Path<T>[];
  /** A server field that is called otherwise on the form. */
  serverNames?: Readonly<Record<string, Path<T>>>;
  /** The message sent for the checked values; the site's country is added to it. */
  toRequest(values: T): Omit<EndpointInput<typeof sendEmail>, 'country_iso'>;
}

/**
 * A message to support (POST /i18n/help/send_email) as a form: checked by the schema before sending, the
 * server's field errors on their fields and any other failure for the form as a whole (`formError`).
 */
export function useHelpMessageForm<T extends HelpMessageValues>({
  schema,
  defaultValues,
  fields,
  serverNames,
  toRequest,
}: HelpMessageFormOptions<T>) {
  const { t } = useTranslation();
  const { country } = useSite();
  const send = useSendHelpEmail();
  const [formError, setFormError] = useState('');
  const form = useForm<T, unknown, T>({ resolver: zodResolver(schema), defaultValues });

  const submit = form.handleSubmit((values) => {
    if (send.isPending) return;
    setFormError('');
    send.mutate(
      { ...toRequest(values), country_iso: country },
      {
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, fields, serverNames)) {
            setFormError(t(formErrorKey(error)));
          }
        },
      },
    );
  });

  /** The translated error of one field, or undefined. */
  const fieldError = (name: Path<T>) => {
    const key = fieldErrorKey(
      form.getFieldState(name, form.formState).error,
      name === 'contact_email' ? 'error_invalid_email' : undefined,
    );
    return key && t(key);
  };

  return { form, send, submit, formError, fieldError };
}

interface HelpFieldProps {
  /**
   * The form's `register`, called as the field renders: fields register in page order, which is the order in
   * which the first invalid one is found and focused.
   */
  register(name: keyof HelpMessageValues): UseFormRegisterReturn;
  error: string | undefined;
}

/** The address support answers to. */
export function HelpContactEmailField({ register, error }: HelpFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('help_contact_email')} error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          autoComplete="email"
          spellCheck={false}
          className={fieldStyles.input}
          {...register('contact_email')}
        />
      )}
    </Field>
  );
}

/** The message itself. */
export function HelpMessageField({ register, error }: HelpFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={t('help_message')} error={error}>
      {(control) => <textarea {...control} className={fieldStyles.input} {...register('message')} />}
    </Field>
  );
}
