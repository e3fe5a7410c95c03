import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { accountRules, type Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useSite } from '@/lib/site';
import { useRegister } from '../api/register';
import {
  emptyRegisterForm,
  registerFields,
  registerFormSchema,
  usernameLengths,
  type RegisterFormInput,
  type RegisterFormValues,
} from '../register-form';
import { FormAlert } from './form-alert';
import { ModalDone } from './modal-done';
import { ModalFormActions } from './modal-form-actions';
import styles from './account-modal.module.css';

interface RegisterModalProps {
  open: boolean;
  /** Closed: Escape, Cancel, a click beside the panel, or OK after the account was made. */
  onClose(): void;
  /** The account exists and the session is logged in as it: what depends on the login loads again. */
  onRegistered(): void;
}

/**
 * Create an account (spec sections 2, 4 and 5). The new user is logged in at once; the modal then says so with
 * an OK button. A newly registered user is not offered the newsletter prompt: the form has its own box.
 */
export function RegisterModal({ open, onClose, onRegistered }: RegisterModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('register_title')} onClose={onClose}>
      {/* Mounted only while open (see Modal): every opening starts with an empty form. */}
      <RegisterForm onClose={onClose} onRegistered={onRegistered} />
    </Modal>
  );
}

const autoCompletes = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
} as const;

function RegisterForm({ onClose, onRegistered }: { onClose(): void; onRegistered(): void }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const { country } = useSite();
  const registration = useRegister();
  const [formError, setFormError] = useState('');
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: emptyRegisterForm,
  });
  const accepted = form.watch('accept_privacy_policy');

  const submit = form.handleSubmit((values) => {
    if (registration.isPending) return;
    setFormError('');
    const { accept_privacy_policy: _accepted, ...account } = values;
    registration.mutate(
      { ...account, log_user_in_after_register: true, country_iso: country },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          // Field codes land on their fields (announced as each field is described by its message, focus on
          // the first); anything else is said for the whole form.
          if (!applyServerFieldErrors(error, form.setError, registerFields))
            setFormError(t(formErrorKey(error)));
        },
      },
    );
  });

  if (registration.isSuccess) return <ModalDone message={t('register_success')} onOk={onClose} />;

  const error = (name: (typeof registerFields)[number]) => {
    const key = fieldErrorKey(form.formState.errors[name]);
    return key && t(key);
  };
  const textField = (name: (typeof registerFields)[number], hint?: string) => (
    <Field label={t(name)} hint={hint} error={error(name)}>
      {(control) => (
        <input {...control} className={fieldStyles.input} {...autoCompletes[name]} {...form.register(name)} />
      )}
    </Field>
  );
  const lengths = usernameLengths();

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={registration.isPending}
      onSubmit={(event) => {
        // Until the privacy policy box is checked the submit button is disabled (spec section 5), Enter too.
        if (!accepted) return event.preventDefault();
        void submit(event);
      }}
    >
      <FormAlert message={formError} />
      {textField('username', `${t('username_hint')} ${t('register_username_rules', lengths)}`)}
      {textField('email')}
      {textField(
        'password',
        `${t('password_hint')} ${t('register_password_rules', { min: accountRules.passwordMinLength })}`,
      )}
      <div className={styles.pair}>
        {textField('first_name')}
        {textField('last_name')}
      </div>
      <Field label={t('newsletter_opt_in')} variant="checkbox">
        {(control) => <input {...control} type="checkbox" {...form.register('subscribe_newsletter')} />}
      </Field>
      <Field
        label={t('accept_privacy_policy')}
        // The link is beside the label, not in it: a link inside a label makes one click do two things.
        hint={
          <Link className={styles.link} to={paths.customer.privacyPolicy.href({ lang })} target="_blank">
            {t('privacy_policy')}
            <span className="visually-hidden"> ({t('opens_in_new_tab')})</span>
          </Link>
        }
        variant="checkbox"
      >
        {(control) => <input {...control} type="checkbox" {...form.register('accept_privacy_policy')} />}
      </Field>
      <ModalFormActions
        submitLabel={t('register')}
        busy={!accepted || registration.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
