import { useMutation } from '@tanstack/react-query';
import type { CountryIso } from '@filmhyllan/contract';
import { subscribe } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** The newsletter's country is written in upper case (SE, NO, FI). */
export const postSubscription = (optIn: boolean, country: CountryIso) =>
  callEndpoint(subscribe, { opt_in: optIn, country_iso: country.toUpperCase() });

/** POST /subscriptions/subscriptions/subscribe with opt_in: the newsletter modal shows a failure itself. */
export const useSubscribe = (country: CountryIso) =>
  useMutation({ mutationFn: () => postSubscription(true, country), meta: { errorExempt: true } });

/**
 * The opt-out sent when the newsletter modal closes without a subscription (spec section 4): it records that
 * the user answered, so the prompt is not shown again. It runs after the modal is gone, so a failure is only
 * logged.
 */
export function sendOptOut(country: CountryIso): void {
  postSubscription(false, country).catch((error: unknown) =>
    console.warn('Newsletter opt-out was not recorded', error),
  );
}
