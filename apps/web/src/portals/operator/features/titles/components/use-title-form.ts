import { useId, useMemo, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { OperatorTitle } from '@filmhyllan/contract';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveTitle } from '../api/save-title';
import {
  newTitleValues,
  titleFieldOrder,
  titleFormSchema,
  toFormValues,
  type TitleFormField,
  type TitleFormOutput,
  type TitleFormValues,
} from '../title-form-values';

/**
 * The title form's state and rules (the form's fields are in TitleForm): react-hook-form over save_title's
 * request checked by titleFormSchema, the server's refusals put on their fields, the error summary's entries in
 * the form's order, and a save that hands the saved title back.
 */
export function useTitleForm(
  title: OperatorTitle | undefined,
  labels: Record<TitleFormField, string>,
  onSaved?: (title: OperatorTitle, created: boolean) => void,
  /** A new title's values other than the defaults (a new episode of a series). */
  initial?: Partial<TitleFormValues>,
) {
  const { t } = useTranslation();
  const save = useSaveTitle();
  const formId = useId();
  const fieldId = (field: TitleFormField) => `${formId}-${field}`;
  const schema = useMemo(() => titleFormSchema(title?.title_id), [title?.title_id]);
  const form = useForm<TitleFormValues, unknown, TitleFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: title ? toFormValues(title) : { ...newTitleValues(), ...initial },
    // The error summary takes the focus instead.
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);

  // A change after a save takes the "saved" note away: it no longer describes what the form shows.
  const register = (name: TitleFormField) =>
    form.register(name, { onChange: () => save.isSuccess && save.reset() });

  const submit = form.handleSubmit(
    (input) => {
      if (save.isPending) return;
      setFormError(undefined);
      save.mutate(input, {
        onSuccess: ({ title: saved }) => {
          form.reset(toFormValues(saved));
          onSaved?.(saved, input.title_id === undefined);
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, titleFieldOrder))
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

  const messageOf = (field: TitleFormField): string | undefined => {
    const key = fieldErrorKey(form.formState.errors[field] as FieldError | undefined);
    return key && t(key);
  };
  const summaryEntries = titleFieldOrder.flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ fieldId: fieldId(field), label: labels[field], message }] : [];
  });

  return {
    form,
    save,
    register,
    submit,
    fieldId,
    messageOf,
    summaryEntries,
    refusals,
    formError: formError && t(formError),
  };
}
