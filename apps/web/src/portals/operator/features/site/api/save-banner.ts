import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBanner } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { siteKey } from './get-site';

export type BannerInput = EndpointInput<typeof saveBanner>;

/** POST /operator/site/save_banner; the site is loaded again. Field errors are shown on the form. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BannerInput) => callEndpoint(saveBanner, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKey }),
  });
}
