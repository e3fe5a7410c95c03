import { useId, useRef, useState, type FormEvent } from 'react';
import type { EndpointOutput } from '@/lib/api-client';
import type { OperatorRole } from '@filmhyllan/contract';
import { CARDS_CSV_MAX_CHARS, type importCards } from '@filmhyllan/contract/client';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useImportCards } from '../api/import-cards';
import styles from './cards-section.module.css';

type Report = EndpointOutput<typeof importCards>;

/** The example file the section offers: the columns, a blocked card, and a semicolon as spreadsheets write it. */
export const EXAMPLE_CARDS_CSV = 'card_number;pin;blocked\r\n12345678;1234;no\r\n87654321;5678;yes\r\n';

/**
 * The built-in directory's cards (decision 040), for admins: choose a CSV file, check it (a dry run that shows
 * the counts and each problem line), then import it. Libraries whose cards their own system checks are refused
 * by the API (PATRON_AUTH_NOT_BUILTIN), which the section shows.
 */
export function CardsSection({ libraryId, role }: { libraryId: number; role?: OperatorRole | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const run = useImportCards();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [report, setReport] = useState<Report>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'check' | 'import'>();
  const [example] = useState(() =>
    typeof URL.createObjectURL === 'function'
      ? URL.createObjectURL(new Blob([EXAMPLE_CARDS_CSV], { type: 'text/csv' }))
      : undefined,
  );

  if (role !== 'admin') return null;

  const send = async (dryRun: boolean) => {
    if (busy) return;
    setError(undefined);
    if (!file) {
      setFileError(t('cards_file_required'));
      fileInput.current?.focus();
      return;
    }
    if (file.size > CARDS_CSV_MAX_CHARS * 4) {
      setError(t('error_cards_file_too_large'));
      return;
    }
    setFileError(undefined);
    setBusy(dryRun ? 'check' : 'import');
    try {
      const csv = await file.text();
      setReport(await run.mutateAsync({ library_id: libraryId, csv, dry_run: dryRun }));
    } catch (failure) {
      setReport(undefined);
      setError(t(formErrorKey(failure)));
    } finally {
      setBusy(undefined);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('cards_section_title')}</h2>
      <p>{t('cards_section_intro')}</p>
      <p>{t('cards_columns_help')}</p>
      {example && (
        <p>
          <a href={example} download="cards-example.csv">
            {t('cards_example_download')}
          </a>
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Field label={t('cards_file_label')} error={fileError}>
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0]);
                setReport(undefined);
                setError(undefined);
                setFileError(undefined);
              }}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={busy ? true : undefined}>
            {busy === 'check' ? t('cards_checking') : t('cards_check')}
          </Button>
          {report?.dry_run && (
            <Button
              variant="primary"
              aria-disabled={busy ? true : undefined}
              onClick={() => void send(false)}
            >
              {busy === 'import' ? t('cards_importing') : t('cards_import')}
            </Button>
          )}
        </div>
      </form>
      <div role="alert" className={styles.notice}>
        {error && <p className={styles.failure}>{error}</p>}
      </div>
      <div role="status" className={styles.notice} aria-busy={busy ? true : undefined}>
        {report && <ImportReport report={report} />}
      </div>
    </section>
  );
}

/** The counts, then a table of the problem lines (line number, the card's last characters, the reason). */
function ImportReport({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { counts, problems } = report;
  const saved = counts.added + counts.updated;
  return (
    <>
      {report.dry_run ? (
        <h3>{t('cards_check_result')}</h3>
      ) : (
        <p className={styles.success}>{t('cards_import_done', { count: saved })}</p>
      )}
      <dl className={styles.counts}>
        {(['added', 'updated', 'unchanged', 'rejected'] as const).map((name) => (
          <div key={name}>
            <dt>{t(`cards_count_${name}`)}</dt>
            <dd>{counts[name]}</dd>
          </div>
        ))}
      </dl>
      {problems.length > 0 && (
        <>
          <h3>{t('cards_problems_title')}</h3>
          {report.dry_run && <p>{t('cards_import_rejected_note')}</p>}
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('cards_problem_line')}</th>
                  <th scope="col">{t('cards_problem_card')}</th>
                  <th scope="col">{t('cards_problem_reason')}</th>
                </tr>
              </thead>
              <tbody>
                {problems.map((p) => (
                  <tr key={p.line}>
                    <td>{p.line}</td>
                    <td>{p.card_ending ? `…${p.card_ending}` : '–'}</td>
                    <td>{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {counts.rejected > problems.length && (
            <p>{t('cards_problems_more', { count: counts.rejected - problems.length })}</p>
          )}
        </>
      )}
    </>
  );
}
