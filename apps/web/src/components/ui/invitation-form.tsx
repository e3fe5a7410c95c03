import { useId, useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { accountRules } from '@filmhyllan/contract';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import type { ErrorSummaryEntry } from './error-summary';
import { Field } from './field';
import fieldStyles from './field.module.css';

/*
 * An invitation to a staff account (a librarian, an operator): a username and an e-mail address, and whatever
 * else the account needs (an operator's role). One hook and one pair of fields for both console forms, so they
 * ask, refuse and recover alike (decisions 041, 045).
 */

/** The values every invitation form holds. */
export interface InvitationValues {
  username: string;
  email: string;
}

/**
 * The username and e-mail fields of an invitation over the contract's own schemas: an empty field is asked for
 * first, and a username that breaks the register rule is refused before sending with the server's own code.
 */
export const invitationFields = <
  Username extends z.ZodType<unknown, string>,
  Email extends z.ZodType<unknown, string>,
>(contract: {
  username: Username;
  email: Email;
}) => ({
  username: z
    .string()
    .trim()
    .min(1)
    .regex(accountRules.usernamePattern, { error: 'INVALID_USERNAME' })
    .pipe(contract.username),
  email: z.string().trim().min(1).pipe(contract.email),
});

/** What the username and e-mail fields mean when the schema (not the server) refuses them. */
const invalidKeys: Record<string, string> = {
  username: 'error_invalid_username',
  email: 'error_invalid_email',
};

interface UseInvitationFormOptions<Input extends InvitationValues, Output> {
  /** The form's schema over the contract's request (invitationFields and the account's own fields). */
  schema: z.ZodType<Output, Input>;
  defaultValues: NoInfer<DefaultValues<Input>>;
  /** Every field a message can be put on, in the form's order; the first is focused after an invitation. */
  fields: readonly NoInfer<Path<Input>>[];
  /** Each field's label, as the summary names it. */
  labels: Record<string, string>;
  /** Sends the invitation; throws the API's refusal. */
  send(values: NoInfer<Output>): Promise<void>;
}

/**
 * The state of an invitation form: react-hook-form over the resolver, the error summary's entries, refusals
 * under their fields (the server's too: a taken username is EXISTING_USER) and the summary focused after each
 * refused submit. After an invitation the form is empty again, with the focus in its first field for the next.
 */
export function useInvitationForm<Input extends InvitationValues, Output>({
  schema,
  defaultValues,
  fields,
  labels,
  send,
}: UseInvitationFormOptions<Input, Output>) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<Input, unknown, Output>({
    // zodResolver's overloads cannot be picked for a schema of generic types: the types are the schema's own.
    resolver: zodResolver(schema as z.ZodType<Output, FieldValues>) as Resolver<Input, unknown, Output>,
    defaultValues,
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const refused = () => setRefusals((count) => count + 1);
  const fieldId = (name: string) => `${id}-${name}`;
  const messageOf = (name: Path<Input>) => {
    const error = get(form.formState.errors, name) as FieldError | undefined;
    const key = fieldErrorKey(error, invalidKeys[name]);
    return key && t(key);
  };
  const entries: ErrorSummaryEntry[] = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: labels[name] ?? name, message }] : [];
  });

  const submit = form.handleSubmit(
    async (values) => {
      if (busy) return;
      setFormError(undefined);
      setBusy(true);
      try {
        await send(values);
        form.reset();
        document.getElementById(fieldId(fields[0]!))?.focus();
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fields)) setFormError(t(formErrorKey(error)));
        refused();
      } finally {
        setBusy(false);
      }
    },
    () => {
      setFormError(undefined);
      refused();
    },
  );

  return { id, form, fieldId, messageOf, summary: { entries, formError, refusals }, submit, busy };
}

/** The username (with the register rule as its hint) and the e-mail address of an invitation. */
export function InvitationFields<Input extends InvitationValues, Output>({
  form,
  fieldId,
  messageOf,
  labels,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  fieldId(name: string): string;
  messageOf(name: Path<Input>): string | undefined;
  labels: Record<string, string>;
}) {
  const { t } = useTranslation();
  const username = 'username' as Path<Input>;
  const email = 'email' as Path<Input>;
  return (
    <>
      <Field
        id={fieldId(username)}
        label={labels.username}
        hint={t('register_username_rules', { min: 3, max: 30 })}
        error={messageOf(username)}
      >
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register(username)}
          />
        )}
      </Field>
      <Field id={fieldId(email)} label={labels.email} error={messageOf(email)}>
        {(control) => (
          <input
            {...control}
            type="email"
            className={fieldStyles.input}
            autoComplete="off"
            spellCheck={false}
            {...form.register(email)}
          />
        )}
      </Field>
    </>
  );
}
