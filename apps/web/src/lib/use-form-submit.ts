import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors, formErrorKey } from './form-errors';
import { useTranslation } from './i18n-react';

/**
 * The submit of a console form sent through react-hook-form: `send` gets the checked values; a refusal (the
 * schema's before sending, or the server's, put on its fields in `fieldOrder` or else on the whole form) counts
 * in `refusals`, which moves the focus to the ErrorSummary, with the form's own message in `formError`.
 */
export function useFormSubmit<In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  fieldOrder: readonly Path<In>[],
  send: (values: Out) => Promise<void>,
) {
  const { t } = useTranslation();
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const refused = () => setRefusals((count) => count + 1);
  const submit = form.handleSubmit(
    async (values) => {
      setFormError(undefined);
      try {
        await send(values);
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fieldOrder)) setFormError(t(formErrorKey(error)));
        refused();
      }
    },
    () => {
      setFormError(undefined);
      refused();
    },
  );
  return { submit, refusals, formError };
}
