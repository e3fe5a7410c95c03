import { useMutation } from '@tanstack/react-query';
import { exportStatistics } from '@filmhyllan/contract/client';
import type { StatisticsTable } from '@filmhyllan/contract';
import { fetchFile, saveFile } from '@/lib/api-client';
import type { DateRange } from '../statistics-range';

/** One statistics table over `range` as the server writes it: a CSV file for spreadsheet programs. */
export async function downloadStatisticsCsv(table: StatisticsTable, range: DateRange): Promise<void> {
  const { blob, filename } = await fetchFile(exportStatistics, { table, format: 'csv', ...range });
  saveFile(blob, filename ?? `filmhyllan-${table}-${range.from}-${range.to}.csv`);
}

/** Downloads a table's CSV; a failure is the caller's to show (and a 5xx opens the error popup). */
export const useDownloadStatisticsCsv = () =>
  useMutation({
    mutationFn: ({ table, range }: { table: StatisticsTable; range: DateRange }) =>
      downloadStatisticsCsv(table, range),
  });
