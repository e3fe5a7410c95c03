import { z } from 'zod';
import { FormBoolean, UpperCountryIso } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * The newsletter. A subscriber is the logged-in user's e-mail address; it exists once the user has
 * answered the newsletter prompt either way (opt in or opt out), so the prompt is not shown again.
 */

export const checkSubscriberExists = defineEndpoint({
  ...routes.checkSubscriberExists,
  tag: 'subscriptions',
  summary: "Whether the logged-in user's e-mail is a newsletter subscriber",
  description:
    'exists: the address has answered the prompt (opted in or out). is_active (only with include_status=true): ' +
    'the address currently receives the newsletter.',
  request: z.object({ include_status: FormBoolean.default(false) }),
  response: z.object({ exists: z.boolean(), is_active: z.boolean().optional() }),
});

export const subscribe = defineEndpoint({
  ...routes.subscribe,
  tag: 'subscriptions',
  summary: 'Opt the logged-in user in to or out of the newsletter of a country',
  description:
    'opt_in true makes the subscription active, false records an opt-out (sent when the prompt closes ' +
    'without subscribing). country_iso is upper case (SE, NO, FI; accepted in either case). The ' +
    "spec's outcome 'success or failed' maps onto the usual shapes: success true here, or an error response.",
  request: z.object({ opt_in: FormBoolean, country_iso: UpperCountryIso }),
  response: z.object({ success: z.literal(true), is_active: z.boolean() }),
});
