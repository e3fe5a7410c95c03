import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { Button } from './button';
import { Field } from './field';
import styles from './file-import.module.css';

/** The translated words of one import: its file field, its two buttons and the two refusals made before sending. */
export interface FileImportTexts {
  fileLabel: string;
  fileRequired: string;
  fileTooLarge: string;
  check: string;
  checking: string;
  run: string;
  running: string;
}

interface FileImportFormProps<Report extends { dry_run: boolean }> {
  texts: FileImportTexts;
  /** What the file chooser offers. */
  accept: string;
  /** The most characters the API takes; characters are at most four bytes, so a larger file is refused here. */
  maxChars: number;
  /** Sends the file, as a dry run or for real, and answers with the report. */
  send(file: File, dryRun: boolean): Promise<Report>;
  /** Whether a dry run's report lets the file be imported. */
  canRun(report: Report): boolean;
  /** After a report has come (a dry run's or an import's): where the focus goes, for one. */
  onSent?: ((report: Report, dryRun: boolean) => void) | undefined;
  /** Shown under the file field once a file is chosen (the format it is read in). */
  chosen?: ((file: File) => ReactNode) | undefined;
  /** The report in its live region. */
  children(report: Report): ReactNode;
}

/**
 * A file import with a dry run, for the console's imports (cards, the distributor catalogue): choose a file,
 * check it (a dry run that answers with a report), then import it. A refusal is shown in an alert, the report
 * in a live region; choosing another file clears both.
 */
export function FileImportForm<Report extends { dry_run: boolean }>({
  texts,
  accept,
  maxChars,
  send,
  canRun,
  onSent,
  chosen,
  children,
}: FileImportFormProps<Report>) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [report, setReport] = useState<Report>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'check' | 'import'>();

  const submit = async (dryRun: boolean) => {
    if (busy) return;
    setError(undefined);
    if (!file) {
      setFileError(texts.fileRequired);
      fileInput.current?.focus();
      return;
    }
    if (file.size > maxChars * 4) {
      setError(texts.fileTooLarge);
      return;
    }
    setFileError(undefined);
    setBusy(dryRun ? 'check' : 'import');
    try {
      const answer = await send(file, dryRun);
      setReport(answer);
      onSent?.(answer, dryRun);
    } catch (failure) {
      setReport(undefined);
      setError(t(formErrorKey(failure)));
    } finally {
      setBusy(undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(true);
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <Field label={texts.fileLabel} error={fileError}>
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept={accept}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0]);
                setReport(undefined);
                setError(undefined);
                setFileError(undefined);
              }}
            />
          )}
        </Field>
        {file && chosen?.(file)}
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={busy ? true : undefined}>
            {busy === 'check' ? texts.checking : texts.check}
          </Button>
          {report?.dry_run && canRun(report) && (
            <Button
              variant="primary"
              aria-disabled={busy ? true : undefined}
              onClick={() => void submit(false)}
            >
              {busy === 'import' ? texts.running : texts.run}
            </Button>
          )}
        </div>
      </form>
      <div role="alert" className={styles.notice}>
        {error && <p className={styles.failure}>{error}</p>}
      </div>
      <div role="status" className={styles.notice} aria-busy={busy ? true : undefined}>
        {report && children(report)}
      </div>
    </>
  );
}

/** An import report's counts, each name above its number. */
export function ImportCounts({ counts }: { counts: readonly { label: string; value: number }[] }) {
  return (
    <dl className={styles.counts}>
      {counts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
