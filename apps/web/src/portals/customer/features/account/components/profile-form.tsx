import { useEffect, useId, useState } from 'react';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n-react';
import type { z } from 'zod';
import { registrationFieldErrors, type User, type UserProfile, updateProfile } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import styles from './account-form.module.css';
import { FormAlert } from './form-alert';

/**
 * The contract's update_profile request, with the account rules the server answers with codes checked before
 * sending (names too long, a malformed e-mail): the same codes land on the same fields either way.
 */
const profileSchema = updateProfile.request.superRefine((profile, ctx) => {
  const errors = registrationFieldErrors({
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
  });
  for (const [field, code] of Object.entries(errors))
    ctx.addIssue({ code: 'custom', path: [field], message: code });
});
type ProfileInput = z.input<typeof profileSchema>;
type ProfileOutput = z.output<typeof profileSchema>;

/** The fields in the order of the form: the first failing one gets the focus. */
const fieldOrder: readonly Path<ProfileInput>[] = [
  'first_name',
  'last_name',
  'email',
  'country',
  'birthdate',
  'children_mode',
  'newsletter',
];

const countries = ['SE', 'NO', 'FI'] as const;

const formValues = (profile: UserProfile): ProfileInput => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  birthdate: profile.birthdate ?? '',
  children_mode: profile.children_mode,
  country: profile.country,
  newsletter: profile.newsletter,
});

export interface ProfileSaved {
  user: User;
  profile: UserProfile;
}

interface ProfileFormProps {
  profile: UserProfile;
  /** After a save, with the server's refreshed user and profile (the screen puts them into the user's data). */
  onSaved?: (answer: ProfileSaved) => void;
}

/**
 * The profile form of /settings (spec section 2): names, e-mail, birthdate, children's mode, country and
 * newsletter, saved together with update_profile. Errors land on their fields (from the schema before sending,
 * from the server's error.fields after), focus goes to the first; a failure of the whole form and the success
 * message are announced.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: formValues(profile),
  });

  // A profile read again (another tab, the answer of a save) becomes what the form shows.
  useEffect(() => reset(formValues(profile)), [profile, reset]);

  /** A failure that belongs to no field (no answer, a 5xx); field codes are shown on their fields. */
  const [formError, setFormError] = useState('');
  const errorText = (name: keyof ProfileInput) => {
    // Every field is a single value: its error is a FieldError (the birthdate's unknown input type hides it).
    const key = fieldErrorKey(errors[name] as FieldError | undefined);
    return key ? t(key) : undefined;
  };

  const submit = handleSubmit((values) => {
    if (save.isPending) return;
    setFormError('');
    save.mutate(values, {
      onSuccess: (answer) => onSaved?.({ user: answer.user, profile: answer.profile }),
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, fieldOrder)) setFormError(formErrorKey(error));
      },
    });
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={save.isPending}>
      <FormAlert id={`${id}-error`} message={formError && t(formError)} />
      <div className={styles.pair}>
        <Field label={t('first_name')} error={errorText('first_name')}>
          {(control) => (
            <input
              {...control}
              {...register('first_name')}
              className={fieldStyles.input}
              autoComplete="given-name"
            />
          )}
        </Field>
        <Field label={t('last_name')} error={errorText('last_name')}>
          {(control) => (
            <input
              {...control}
              {...register('last_name')}
              className={fieldStyles.input}
              autoComplete="family-name"
            />
          )}
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label={t('email')} error={errorText('email')}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              className={fieldStyles.input}
              autoComplete="email"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={t('country')} error={errorText('country')}>
          {(control) => (
            <select {...control} {...register('country')} className={fieldStyles.input}>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {t(`country_${country.toLowerCase()}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={styles.pair}>
        <Field label={t('birthdate')} hint={t('birthdate_optional')} error={errorText('birthdate')}>
          {(control) => (
            <input
              {...control}
              {...register('birthdate')}
              type="date"
              min="1900-01-01"
              max={new Date().toISOString().slice(0, 10)}
              className={fieldStyles.input}
              autoComplete="bday"
            />
          )}
        </Field>
      </div>
      <Field
        variant="checkbox"
        label={t('children_mode')}
        hint={t('children_mode_description')}
        error={errorText('children_mode')}
      >
        {(control) => <input {...control} {...register('children_mode')} type="checkbox" />}
      </Field>
      <Field variant="checkbox" label={t('newsletter_opt_in')} error={errorText('newsletter')}>
        {(control) => <input {...control} {...register('newsletter')} type="checkbox" />}
      </Field>
      <div className={styles.actions}>
        <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
          {t('save_changes')}
        </Button>
        <p role="status" className={styles.success}>
          {save.isSuccess ? t('changes_saved') : ''}
        </p>
      </div>
    </form>
  );
}
