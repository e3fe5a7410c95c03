import type { SushiCredentials } from '@filmhyllan/contract';
import type { SushiCredentialsView } from '../../modules/sushi/sushi.service';

/** A library's SUSHI credentials under the wire's names (get_general_info, rotate_sushi_key). */
export const presentSushiCredentials = (credentials: SushiCredentialsView): SushiCredentials => ({
  sushi_customer_id: credentials.customerId,
  sushi_requestor_id: credentials.requestorId,
  sushi_api_key: credentials.apiKey,
});
