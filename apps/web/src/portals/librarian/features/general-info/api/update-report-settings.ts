import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneralInfo } from '@filmhyllan/contract';
import { updateReportSettings } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { generalInfoKey } from './get-general-info';

export type ReportSettingsInput = EndpointInput<typeof updateReportSettings>;

export const saveReportSettings = (input: ReportSettingsInput) => callEndpoint(updateReportSettings, input);

/**
 * POST /librarian/librarian/update_report_settings. The stored settings replace the cached ones at once. Field
 * errors are shown on the form, so only 5xx answers open the global popup (the network layer's rule).
 */
export function useUpdateReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportSettings,
    onSuccess: ({ reports }) => {
      queryClient.setQueryData<GeneralInfo>(generalInfoKey, (info) => (info ? { ...info, reports } : info));
    },
  });
}
