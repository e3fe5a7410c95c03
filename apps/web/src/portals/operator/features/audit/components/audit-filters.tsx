import { useId, useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { fieldErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import {
  auditFilterFields,
  auditFilterSchema,
  emptyAuditFilters,
  type AuditFilterField,
  type AuditFilterInput,
  type AuditSearch,
} from '../audit-search';
import styles from './audit-log.module.css';

const labelKeys: Record<AuditFilterField, string> = {
  portal: 'operator_audit_portal',
  actor_username: 'operator_audit_actor',
  action: 'operator_audit_action',
  object_type: 'operator_audit_object_type',
  object_id: 'operator_audit_object_id',
  from: 'operator_audit_from',
  until: 'operator_audit_until',
  text: 'operator_audit_text',
};

/** The audit log's filters as a form; a search sends them, an empty filter is no filter. */
export function AuditFilters({ onSearch }: { onSearch(search: AuditSearch): void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<AuditFilterInput, unknown, AuditSearch>({
    // The contract's filters read any value; this form gives them strings.
    resolver: zodResolver(auditFilterSchema) as Resolver<AuditFilterInput, unknown, AuditSearch>,
    defaultValues: emptyAuditFilters,
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const fieldId = (name: AuditFilterField) => `${id}-${name}`;
  const messageOf = (name: AuditFilterField) => {
    const key = fieldErrorKey(form.formState.errors[name] as FieldError | undefined);
    return key && t(key);
  };
  const entries = auditFilterFields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: t(labelKeys[name]), message }] : [];
  });
  const submit = form.handleSubmit(onSearch, () => setRefusals((count) => count + 1));

  const textField = (name: Exclude<AuditFilterField, 'portal'>, type = 'text') => (
    <Field id={fieldId(name)} label={t(labelKeys[name])} error={messageOf(name)}>
      {(control) => (
        <input
          {...control}
          type={type}
          className={fieldStyles.input}
          autoComplete="off"
          {...form.register(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      className={styles.filters}
      noValidate
      role="search"
      aria-label={t('operator_audit_filters')}
      onSubmit={(event) => void submit(event)}
    >
      <ErrorSummary entries={entries} refusals={refusals} />
      <div className={styles.filterGrid}>
        <Field id={fieldId('portal')} label={t(labelKeys.portal)} error={messageOf('portal')}>
          {(control) => (
            <select {...control} className={fieldStyles.input} {...form.register('portal')}>
              <option value="">{t('operator_audit_all_portals')}</option>
              <option value="librarian">{t('operator_portal_librarian')}</option>
              <option value="operator">{t('operator_portal_operator')}</option>
              <option value="system">{t('operator_portal_system')}</option>
            </select>
          )}
        </Field>
        {textField('actor_username')}
        {textField('action')}
        {textField('object_type')}
        {textField('object_id')}
        {textField('from', 'datetime-local')}
        {textField('until', 'datetime-local')}
        {textField('text', 'search')}
      </div>
      <div className={styles.actions}>
        <Button variant="primary" type="submit">
          {t('operator_audit_search')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset(emptyAuditFilters);
            void submit();
          }}
        >
          {t('operator_audit_clear')}
        </Button>
      </div>
    </form>
  );
}
