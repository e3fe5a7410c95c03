import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What the control inside a Field spreads onto itself: its id and how it is described. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** The control's id, where something outside the field links to it (an ErrorSummary); generated otherwise. */
  id?: string | undefined;
  /** Help shown under the label before anything is wrong (rules of a username or password). */
  hint?: ReactNode;
  /** The translated message of what is wrong, or nothing. */
  error?: string | undefined;
  /** 'checkbox' puts the box before its label, on one line. */
  variant?: 'text' | 'checkbox';
  /** Extra describedby ids (a form's alert that concerns every field). */
  describedBy?: string | undefined;
  /** The control, given the props that tie it to the label, the hint and the error. */
  children(control: FieldControl): ReactNode;
}

/**
 * One form field for every form of both portals: a label tied to the control, an optional hint and an error
 * message that the control is described by, and the invalid state. Errors are shown after a submit; the form
 * moves focus to the first invalid control, whose description then reads the message out.
 */
export function Field({
  label,
  id: givenId,
  hint,
  error,
  variant = 'text',
  describedBy,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const control: FieldControl = {
    id,
    'aria-describedby': [errorId, hintId, describedBy ?? ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  const hintElement = hint && (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  );
  const errorElement = error && (
    <p id={errorId} className={styles.fieldError}>
      {error}
    </p>
  );

  if (variant === 'checkbox') {
    return (
      <div className={styles.checkboxField}>
        <div className={styles.checkboxRow}>
          {children(control)}
          <label htmlFor={id}>{label}</label>
        </div>
        {hintElement}
        {errorElement}
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hintElement}
      {children(control)}
      {errorElement}
    </div>
  );
}
