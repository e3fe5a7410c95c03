import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import styles from './error-summary.module.css';

/** One refused field: the id of its control (Field's `id`), its label and the message shown under it. */
export interface ErrorSummaryEntry {
  fieldId: string;
  /** The field's label: the messages alone ("Enter a number from 1 to 720") do not say which field is meant. */
  label: string;
  message: string;
}

interface ErrorSummaryProps {
  /** Every refused field in the form's order, each with the message its Field shows. */
  entries: readonly ErrorSummaryEntry[];
  /** A refusal that belongs to no field (no answer, a code the server put on no field), or nothing. */
  formError?: string | undefined;
  /**
   * Counts the refused submits (the schema's or the server's). Each new one moves the focus to the summary,
   * so that a refusal is never silent, even when the field it concerns is out of view.
   */
  refusals: number;
}

/**
 * Why a form was not sent, at the top of the form: a heading, the form's own failure and a link to each refused
 * field (which moves the focus there), for every form of both portals. It takes the focus after each refused
 * submit, so screen readers read the heading and the list; the same messages stay under their fields (Field).
 * Nothing is shown while nothing is wrong.
 */
export function ErrorSummary({ entries, formError, refusals }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const shown = entries.length > 0 || !!formError;

  // The refusal and its messages may reach the summary in different renders (the form library publishes its
  // errors on its own): the focus moves once both are there, once per refusal.
  const focusedRefusal = useRef(0);
  useEffect(() => {
    if (!shown || refusals <= focusedRefusal.current) return;
    focusedRefusal.current = refusals;
    summary.current?.focus();
  }, [shown, refusals]);

  if (!shown) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const control = document.getElementById(fieldId);
    if (!control) return;
    // The control itself, not only the scroll position a fragment link gives.
    event.preventDefault();
    control.focus();
  };

  return (
    <div ref={summary} tabIndex={-1} role="group" aria-labelledby={headingId} className={styles.summary}>
      <h2 id={headingId} className={styles.heading}>
        {t('form_not_sent')}
      </h2>
      {formError && <p className={styles.formError}>{formError}</p>}
      {entries.length > 0 && (
        <ul className={styles.list}>
          {entries.map(({ fieldId, label, message }) => (
            <li key={fieldId}>
              <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
                {label}: {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
