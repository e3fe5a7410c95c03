import { useMutation } from '@tanstack/react-query';
import { exportCounterReport } from '@filmhyllan/contract/client';
import { fetchFile, saveFile } from '@/lib/api-client';

export interface MonthRange {
  begin_month: string;
  end_month: string;
}

/** The COUNTER IR_M1 report over a range of months, as the server writes it in COUNTER's tabular layout. */
export async function downloadCounterReport(range: MonthRange): Promise<void> {
  const { blob, filename } = await fetchFile(exportCounterReport, range);
  saveFile(blob, filename ?? `filmhyllan-IR_M1-${range.begin_month}-${range.end_month}.csv`);
}

/** Downloads the report; a failure is the caller's to show (and a 5xx opens the error popup). */
export const useDownloadCounterReport = () => useMutation({ mutationFn: downloadCounterReport });
