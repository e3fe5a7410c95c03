import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCountryConfig } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { siteKey } from './get-site';

export type CountryLinksInput = EndpointInput<typeof saveCountryConfig>;

/** POST /operator/site/save_country_config; the site is loaded again. Field errors are shown on the form. */
export function useSaveCountryConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CountryLinksInput) => callEndpoint(saveCountryConfig, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKey }),
  });
}
