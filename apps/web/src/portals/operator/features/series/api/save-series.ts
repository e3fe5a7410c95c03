import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSeries } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { seriesKey } from './get-series';

/** POST /operator/title/save_series (admin, editor): the saved names replace the cached ones. */
export function useSaveSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof saveSeries>) => callEndpoint(saveSeries, input),
    meta: { errorExempt: true },
    onSuccess: ({ series }) => queryClient.setQueryData(seriesKey(series.group_id), series),
  });
}
