import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { OperatorRole } from '@filmhyllan/contract';
import {
  CATALOGUE_FILE_MAX_CHARS,
  type CatalogueFileFormat,
  type importCatalogue,
} from '@filmhyllan/contract/client';
import { Button } from '@/components/ui/button';
import { FileImportForm, ImportCounts } from '@/components/ui/file-import';
import styles from '@/components/ui/file-import.module.css';
import type { EndpointOutput } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { downloadCatalogue, useImportCatalogue } from '../api/import-catalogue';

type Report = EndpointOutput<typeof importCatalogue>;

/** The format a file's name tells: .json is JSON, anything else (.csv, .txt) is read as CSV. */
export const formatOfFile = (name: string): CatalogueFileFormat =>
  name.toLowerCase().endsWith('.json') ? 'json' : 'csv';

/**
 * A distributor's catalogue file (decision 054), for admins and editors: choose a CSV or JSON file (the format
 * from its name), check it (a dry run that shows the counts and every problem by row and column), then import
 * it; a file with problems cannot be imported. Everyone in the console may export the catalogue in both formats.
 * The Import button goes once it has imported: the focus then moves to the outcome, at the top of the report.
 */
export function CatalogueImportSection({ role }: { role?: OperatorRole | undefined }) {
  const { t } = useTranslation();
  const importHeading = useId();
  const exportHeading = useId();
  const outcomeId = useId();
  const focusAfterRender = useFocusAfterRender();
  const run = useImportCatalogue();
  const download = useMutation({ mutationFn: downloadCatalogue });
  const canImport = role === 'admin' || role === 'editor';

  return (
    <>
      {canImport && (
        <section aria-labelledby={importHeading} className={styles.section}>
          <h2 id={importHeading}>{t('catalogue_import_title')}</h2>
          <p>{t('catalogue_import_intro')}</p>
          <p>{t('catalogue_import_columns_help')}</p>
          <FileImportForm<Report>
            texts={{
              fileLabel: t('catalogue_import_file_label'),
              fileRequired: t('catalogue_import_file_required'),
              fileTooLarge: t('error_catalogue_file_too_large'),
              check: t('catalogue_import_check'),
              checking: t('catalogue_import_checking'),
              run: t('catalogue_import_run'),
              running: t('catalogue_import_running'),
            }}
            accept=".csv,.json,text/csv,application/json"
            maxChars={CATALOGUE_FILE_MAX_CHARS}
            send={async (file, dryRun) =>
              run.mutateAsync({ format: formatOfFile(file.name), file: await file.text(), dry_run: dryRun })
            }
            canRun={(report) => report.problems.length === 0}
            onSent={(_report, dryRun) => {
              if (!dryRun) focusAfterRender(outcomeId);
            }}
            chosen={(file) => (
              <p className={styles.hint}>
                {t('catalogue_import_format_detected', { format: formatOfFile(file.name).toUpperCase() })}
              </p>
            )}
          >
            {(report) => <ImportReport report={report} outcomeId={outcomeId} />}
          </FileImportForm>
        </section>
      )}
      <section aria-labelledby={exportHeading} className={styles.section}>
        <h2 id={exportHeading}>{t('catalogue_export_title')}</h2>
        <p>{t('catalogue_export_intro')}</p>
        <div className={styles.actions}>
          {(['csv', 'json'] as const).map((format) => (
            <Button
              key={format}
              aria-disabled={download.isPending || undefined}
              onClick={() => {
                if (!download.isPending) download.mutate(format);
              }}
            >
              {t(`catalogue_export_${format}`)}
            </Button>
          ))}
        </div>
        <div role="alert" className={styles.notice}>
          {download.isError && <p className={styles.failure}>{t('error_generic_body')}</p>}
        </div>
      </section>
    </>
  );
}

/** The counts, then a table of the problems (row, column, reason); a file with any is not imported. */
function ImportReport({ report, outcomeId }: { report: Report; outcomeId: string }) {
  const { t } = useTranslation();
  const { counts, problems } = report;
  return (
    <>
      <p
        id={outcomeId}
        tabIndex={-1}
        className={report.imported || problems.length === 0 ? styles.success : styles.failure}
      >
        {report.imported
          ? t('catalogue_import_done', { count: counts.created + counts.updated })
          : problems.length > 0
            ? t('catalogue_import_has_problems', { count: counts.problems })
            : t('catalogue_import_check_ok')}
      </p>
      <ImportCounts
        counts={(['created', 'updated', 'unchanged', 'problems'] as const).map((name) => ({
          label: t(`catalogue_import_count_${name}`),
          value: counts[name],
        }))}
      />
      {problems.length > 0 && (
        <>
          <h3>{t('catalogue_import_problems_title')}</h3>
          <div
            className={styles.tableWrap}
            tabIndex={0}
            role="region"
            aria-label={t('catalogue_import_problems_title')}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('catalogue_import_problem_row')}</th>
                  <th scope="col">{t('catalogue_import_problem_column')}</th>
                  <th scope="col">{t('catalogue_import_problem_reason')}</th>
                </tr>
              </thead>
              <tbody>
                {problems.map((p, index) => (
                  <tr key={`${p.row}-${p.column ?? ''}-${index}`}>
                    <td>{p.row}</td>
                    <td>{p.column ? <code>{p.column}</code> : t('catalogue_import_whole_row')}</td>
                    <td>{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {counts.problems > problems.length && (
            <p>{t('catalogue_import_problems_more', { count: counts.problems - problems.length })}</p>
          )}
        </>
      )}
    </>
  );
}
