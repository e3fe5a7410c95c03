import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * A library's patron authentication in the operator console (issue 26): the secrets its systems share with us.
 * Secrets are sealed at rest and shown once, in the answer of the call that makes them (docs/decisions/034).
 */

export const rotateEhubSecret = defineEndpoint({
  ...routes.rotateEhubSecret,
  roles: ['admin'],
  tag: 'operator',
  summary: "Generate or rotate a library's eHub shared secret",
  description:
    'Designed by us (issue 26; docs/decisions/034). Makes a new random shared secret (32 bytes, base64url) ' +
    'for the library, which signs the eHub access tokens of ehub_loan from now on; the previous secret stops ' +
    'working at once, on every process. The secret is stored encrypted (AES-256-GCM, a key derived from ' +
    'APP_SECRET for this purpose alone) and is answered only here, once: no call shows it again, so the ' +
    'operator hands it to the library now or rotates again. `replaced` says whether the library had a secret ' +
    'before. The audit log records the rotation, never the secret. Operators of the role admin only.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({
    library_id: z.coerce.number().int().min(1).max(2_147_483_647),
  }),
  response: z.object({
    library_id: z.number().int(),
    ehub_secret: z.string().describe('The new shared secret, shown only in this answer'),
    replaced: z.boolean(),
  }),
});
