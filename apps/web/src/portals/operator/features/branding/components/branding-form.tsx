import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  LibraryFontFamily,
  libraryFontFamilies,
  libraryFontStacks,
  type LibraryBranding,
} from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { applyServerFieldErrors, fieldErrorKey, formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveBranding } from '../api/change-branding';
import styles from './branding-section.module.css';

/** The save_branding fields the operator sets (the library is the page's); empty is none, as on the server. */
const brandingForm = z.object({
  display_name: z.string().trim().max(200),
  font_family: z.union([z.literal(''), LibraryFontFamily]),
});
type FormInput = z.input<typeof brandingForm>;
type FormOutput = z.output<typeof brandingForm>;

const fields = ['display_name', 'font_family'] as const;

/** A typeface's name in the list: the first font of its stack (a proper name, the same in every language). */
export const fontLabel = (stack: string) => stack.split(',')[0]!.replace(/"/g, '').trim();

/**
 * The library's display name and typeface: the typeface from the closed list, with a sample in it under the
 * select so the operator sees what patrons will see (on a system that has the font).
 */
export function BrandingForm({
  branding,
  libraryName,
  onDone,
}: {
  branding: LibraryBranding;
  libraryName: string | undefined;
  onDone(text: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveBranding();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(brandingForm),
    defaultValues: { display_name: branding.display_name ?? '', font_family: branding.font_family ?? '' },
    shouldFocusError: false,
  });
  const [refusals, setRefusals] = useState(0);
  const [formError, setFormError] = useState<string>();
  const chosen = form.watch('font_family');
  const stack = chosen ? libraryFontStacks[chosen as keyof typeof libraryFontStacks] : undefined;
  const fieldId = (name: (typeof fields)[number]) => `${id}-${name}`;
  const messageOf = (name: (typeof fields)[number]) => {
    const key = fieldErrorKey(form.formState.errors[name], 'error_validation_failed');
    return key && t(key);
  };
  const entries = fields.flatMap((name) => {
    const message = messageOf(name);
    return message ? [{ fieldId: fieldId(name), label: t(`operator_${name}`), message }] : [];
  });

  const submit = form.handleSubmit(
    async (values) => {
      if (save.isPending) return;
      setFormError(undefined);
      try {
        await save.mutateAsync({
          library_id: branding.library_id,
          display_name: values.display_name,
          font_family: values.font_family,
        });
        onDone(t('operator_branding_saved'));
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, fields)) setFormError(t(formErrorKey(error)));
        setRefusals((count) => count + 1);
      }
    },
    () => setRefusals((count) => count + 1),
  );

  return (
    <form
      className={styles.part}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`}>{t('operator_branding_names')}</h3>
      <ErrorSummary entries={entries} formError={formError} refusals={refusals} />
      <Field
        id={fieldId('display_name')}
        label={t('operator_display_name')}
        hint={t('operator_display_name_hint')}
        error={messageOf('display_name')}
      >
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            autoComplete="off"
            {...form.register('display_name')}
          />
        )}
      </Field>
      <Field id={fieldId('font_family')} label={t('operator_font_family')} error={messageOf('font_family')}>
        {(control) => (
          <select {...control} className={fieldStyles.input} {...form.register('font_family')}>
            <option value="">{t('operator_font_default')}</option>
            {libraryFontFamilies.map((key) => (
              <option key={key} value={key}>
                {fontLabel(libraryFontStacks[key])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p
        className={styles.sample}
        style={stack ? { fontFamily: stack } : undefined}
        data-testid="font-sample"
      >
        {t('operator_font_sample', { name: form.watch('display_name') || libraryName || '' })}
      </p>
      <div>
        <Button variant="primary" type="submit" aria-disabled={save.isPending || undefined}>
          {t('operator_branding_save')}
        </Button>
      </div>
    </form>
  );
}
