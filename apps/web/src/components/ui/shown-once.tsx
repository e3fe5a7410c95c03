import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';
import fieldStyles from './field.module.css';
import styles from './shown-once.module.css';

interface ShownOnceProps {
  /** What was made and that it is shown only now, read out when the box appears. */
  notice: string;
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
  testId?: string;
  /** Moves the focus to the value when the box appears (after a creation the form it came from is reset). */
  focusOnShow?: boolean;
}

/**
 * A value the server answers once and keeps only as a hash (a preview link, an API token): read-only, selected
 * on focus, with a copy button whose outcome is announced.
 */
export function ShownOnce({
  notice,
  label,
  value,
  copyLabel,
  copiedLabel,
  testId,
  focusOnShow = false,
}: ShownOnceProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setCopied(false);
    if (focusOnShow) input.current?.focus();
  }, [value, focusOnShow]);
  return (
    <div className={styles.box}>
      <p role="status">{notice}</p>
      <label htmlFor={id}>{label}</label>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          className={fieldStyles.input}
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copyLabel}
        </Button>
      </div>
      <p role="status">{copied ? copiedLabel : ''}</p>
    </div>
  );
}
