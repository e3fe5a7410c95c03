import { useId, useState } from 'react';
import type { EndpointOutput } from '@/lib/api-client';
import type { OperatorRole } from '@filmhyllan/contract';
import { CARDS_CSV_MAX_CHARS, type importCards } from '@filmhyllan/contract/client';
import { FileImportForm, ImportCounts } from '@/components/ui/file-import';
import styles from '@/components/ui/file-import.module.css';
import { useTranslation } from '@/lib/i18n-react';
import { useImportCards } from '../api/import-cards';

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
  const run = useImportCards();
  const [example] = useState(() =>
    typeof URL.createObjectURL === 'function'
      ? URL.createObjectURL(new Blob([EXAMPLE_CARDS_CSV], { type: 'text/csv' }))
      : undefined,
  );

  if (role !== 'admin') return null;

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
      <FileImportForm<Report>
        texts={{
          fileLabel: t('cards_file_label'),
          fileRequired: t('cards_file_required'),
          fileTooLarge: t('error_cards_file_too_large'),
          check: t('cards_check'),
          checking: t('cards_checking'),
          run: t('cards_import'),
          running: t('cards_importing'),
        }}
        accept=".csv,text/csv"
        maxChars={CARDS_CSV_MAX_CHARS}
        send={async (file, dryRun) =>
          run.mutateAsync({ library_id: libraryId, csv: await file.text(), dry_run: dryRun })
        }
        canRun={() => true}
      >
        {(report) => <ImportReport report={report} />}
      </FileImportForm>
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
      <ImportCounts
        counts={(['added', 'updated', 'unchanged', 'rejected'] as const).map((name) => ({
          label: t(`cards_count_${name}`),
          value: counts[name],
        }))}
      />
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
