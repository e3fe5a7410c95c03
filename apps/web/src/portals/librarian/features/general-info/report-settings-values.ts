import { z } from 'zod';
import { StatisticsTable, updateReportSettings, type ReportSettings } from '@filmhyllan/contract';
import type { ReportSettingsInput } from './api/update-report-settings';

/** The monthly report form as typed. */
export interface ReportFormValues {
  reports_enabled: boolean;
  /** Empty: the budget alert address. */
  report_email: string;
  report_tables: StatisticsTable[];
}

/** The fields a message can be put on, in the order of the form. */
export const reportFieldOrder = [
  'report_email',
  'report_tables',
] as const satisfies readonly (keyof ReportFormValues)[];

/** The tables offered, in the order of the statistics screen's CSV tables. */
export const reportTableChoices = StatisticsTable.options;

/**
 * The form's schema: the address as update_report_settings checks it, the tables as its StatisticsTable names;
 * the output is the request the contract takes (the tables as a bracketed list).
 */
export const reportFormSchema = z
  .object({
    reports_enabled: z.boolean(),
    // The contract's own rule; typed as the text field it reads (its preprocess takes any input).
    report_email: updateReportSettings.request.shape.report_email as unknown as z.ZodType<
      string | null,
      string
    >,
    report_tables: z.array(StatisticsTable),
  })
  .transform((values): ReportSettingsInput => ({
    reports_enabled: values.reports_enabled,
    report_email: values.report_email ?? '',
    report_tables: `[${values.report_tables.join(',')}]`,
  }));

/** The stored settings as the form shows them. */
export const toReportFormValues = (reports: ReportSettings): ReportFormValues => ({
  reports_enabled: reports.enabled,
  report_email: reports.report_email ?? '',
  report_tables: reports.tables,
});
