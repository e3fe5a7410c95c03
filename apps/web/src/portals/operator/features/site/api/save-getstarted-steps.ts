import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CountryIso, GuideStepInput } from '@filmhyllan/contract';
import { saveGetStartedSteps } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { siteKey } from './get-site';

/**
 * POST /operator/site/save_getstarted_steps: the steps travel as one JSON field (the contract's GuideStepsField);
 * the site is loaded again. Field errors are shown on the form.
 */
export function useSaveGetStartedSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ countryIso, steps }: { countryIso: CountryIso; steps: GuideStepInput[] }) =>
      callEndpoint(saveGetStartedSteps, { country_iso: countryIso, steps: JSON.stringify(steps) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKey }),
  });
}
