import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { testPatronAuth, type PatronAuthTestStep, type PinFormat } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import fieldStyles from '@/components/ui/field.module.css';
import { LibraryCardFields } from '@/components/ui/library-card-fields';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useTestPatronAuth } from '../api/test-patron-auth';
import styles from './patron-auth-section.module.css';

/** The card and PIN of a self-test: the contract's own fields, checked before the system is asked. */
const selfTestSchema = testPatronAuth.request.pick({ card_number: true, pin_code: true });
interface SelfTestValues {
  card_number: string;
  pin_code: string;
}

/**
 * Card number and PIN in (the fields patrons type them in, with the library's PIN keyboard), each step out with
 * a mark, a word, milliseconds and the reason in plain language. A card or PIN that cannot be one is named under
 * its field and the first such field takes the focus; nothing is sent.
 */
export function SelfTestPanel({ libraryId, pinFormat }: { libraryId: number; pinFormat: PinFormat }) {
  const { t } = useTranslation();
  const id = useId();
  const run = useTestPatronAuth();
  const form = useForm<SelfTestValues, unknown, SelfTestValues>({
    resolver: zodResolver(selfTestSchema),
    defaultValues: { card_number: '', pin_code: '' },
  });
  const [error, setError] = useState<string>();
  const submit = form.handleSubmit((input) => {
    if (run.isPending) return;
    setError(undefined);
    run.mutate(
      { library_id: libraryId, ...input },
      { onError: (failure) => setError(t(formErrorKey(failure))) },
    );
  });
  const result = run.data;
  return (
    <form
      className={styles.selfTest}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`}>{t('operator_patron_auth_test_title')}</h3>
      <div className={styles.grid}>
        <LibraryCardFields
          register={(name) => form.register(name)}
          errors={form.formState.errors}
          inputClassName={fieldStyles.input}
          pinFormat={pinFormat}
        />
      </div>
      <div>
        <Button type="submit" aria-disabled={run.isPending || undefined}>
          {t('operator_patron_auth_test_run')}
        </Button>
      </div>
      <div role="status" aria-live="polite" className={styles.notice}>
        {error && <p className={styles.failure}>✗ {error}</p>}
        {result && !run.isPending && (
          <div data-testid="self-test-result">
            <p className={result.ok ? styles.success : styles.failure}>
              {result.ok ? '✓ ' : '✗ '}
              {t(result.ok ? 'operator_patron_auth_test_passed' : 'operator_patron_auth_test_failed')}
            </p>
            <ol className={styles.steps}>
              {result.steps.map((step) => (
                <StepLine key={step.step} step={step} />
              ))}
            </ol>
          </div>
        )}
      </div>
    </form>
  );
}

function StepLine({ step }: { step: PatronAuthTestStep }) {
  const { t } = useTranslation();
  return (
    <li className={step.ok ? styles.stepOk : styles.stepFailed}>
      <span aria-hidden="true">{step.ok ? '✓' : '✗'}</span>{' '}
      <strong>{t(`operator_patron_auth_step_${step.step}`)}</strong>:{' '}
      {t(step.ok ? 'operator_patron_auth_step_ok' : 'operator_patron_auth_step_failed')} (
      {t('operator_patron_auth_step_ms', { ms: step.ms })}){step.message ? ` — ${step.message}` : ''}
    </li>
  );
}
