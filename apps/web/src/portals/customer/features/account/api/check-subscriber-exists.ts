import { checkSubscriberExists } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/**
 * GET /subscriptions/subscriptions/check_subscriber_exists with include_status: whether the user has answered
 * the newsletter prompt, and whether the subscription is active. Called once after a login, by the newsletter
 * prompt, outside the query cache: nothing shows it, and a failure must not open the global popup.
 */
export const fetchSubscriberStatus = (signal?: AbortSignal) =>
  callEndpoint(checkSubscriberExists, { include_status: true }, { signal });
