import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { API_TOKEN_SCOPES, createApiToken, type ApiTokenScope } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { fieldErrorKey } from '@/lib/form-errors';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useTranslation } from '@/lib/i18n-react';
import { useCreateApiToken } from '../api/create-api-token';
import styles from '@/components/ui/console-section.module.css';

/**
 * The contract's request, with the boxes ticked as the scopes: none ticked is refused here, where the API would
 * take an empty list as both.
 */
export const apiTokenForm = createApiToken.request.extend({
  scopes: z.array(z.enum(API_TOKEN_SCOPES)).min(1, { error: 'token_scopes_required' }),
});
type ApiTokenFormInput = z.input<typeof apiTokenForm>;
type ApiTokenFormOutput = z.output<typeof apiTokenForm>;

const fields = ['name', 'scopes'] as const;
type FieldName = (typeof fields)[number];

/** A new API token of the operator: a name and its scopes. The token answered is handed to `onCreated`. */
export function CreateApiTokenForm({ onCreated }: { onCreated(token: string, name: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateApiToken();
  const form = useForm<ApiTokenFormInput, unknown, ApiTokenFormOutput>({
    resolver: zodResolver(apiTokenForm),
    defaultValues: { name: '', scopes: [...API_TOKEN_SCOPES] },
    shouldFocusError: false,
  });
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const labels: Record<FieldName, string> = { name: t('token_name'), scopes: t('token_scopes') };
  const messageOf = (name: FieldName) => {
    const error = form.formState.errors[name] as FieldError | undefined;
    if (error?.message === 'token_scopes_required') return t('token_scopes_required');
    const key = fieldErrorKey(error);
    return key && t(key);
  };
  const entries = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: labels[name], message }] : [];
  });

  const { submit, refusals, formError } = useFormSubmit(form, fields, async ({ name, scopes }) => {
    if (create.isPending) return;
    const answer = await create.mutateAsync({ name, scopes });
    form.reset();
    onCreated(answer.token, answer.api_token.name);
  });

  return (
    <form
      className={styles.invite}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={create.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>{t('token_create_heading')}</h2>
      <ErrorSummary entries={entries} formError={formError} refusals={refusals} />
      <Field id={fieldId('name')} label={labels.name} hint={t('token_name_hint')} error={messageOf('name')}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            autoComplete="off"
            maxLength={100}
            {...form.register('name')}
          />
        )}
      </Field>
      <ChoiceGroup
        id={fieldId('scopes')}
        legend={labels.scopes}
        choices={API_TOKEN_SCOPES.map((scope: ApiTokenScope) => ({
          value: scope,
          label: t(`token_scope_${scope}`),
        }))}
        registration={form.register('scopes')}
        error={messageOf('scopes')}
      />
      <div>
        <Button variant="primary" type="submit" aria-disabled={create.isPending || undefined}>
          {t('token_create')}
        </Button>
      </div>
    </form>
  );
}
