import { z } from 'zod';
import { Id, Timestamp } from './common';
import { API_TOKEN_SCOPES, defineEndpoint } from './endpoint';
import * as routes from './routes';

export const ApiTokenScopeName = z.enum(API_TOKEN_SCOPES);

/** A personal API token as listed: never the token itself (only its SHA-256 is stored). */
export const ApiToken = z.object({
  token_id: z.number().int(),
  name: z.string(),
  scopes: z.array(ApiTokenScopeName),
  created_at: Timestamp,
  last_used_at: Timestamp.nullable(),
  revoked_at: Timestamp.nullable(),
  status: z.enum(['active', 'revoked']),
});
export type ApiToken = z.infer<typeof ApiToken>;

const TOKEN_NOTE =
  'A script sends the token as `Authorization: Bearer <token>`: it then acts as the operator who made it, with ' +
  "that operator's role, on the tus upload endpoint /api/operator/uploads (scope uploads) and on the endpoints " +
  'marked for scope catalogue (titles, jobs, the import), without session fields or CSRF token. A token stops ' +
  'working when revoked or when its operator is deactivated. Only its SHA-256 is stored.';

/** Scopes as a bracketed list (`["uploads"]`) or one name; absent or empty: both. */
const Scopes = z.preprocess((value) => {
  if (value === undefined || value === '' || value === '[]') return [...API_TOKEN_SCOPES];
  if (typeof value !== 'string') return value;
  if (!value.startsWith('[')) return [value];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(ApiTokenScopeName).min(1).max(API_TOKEN_SCOPES.length));

export const createApiToken = defineEndpoint({
  ...routes.createApiToken,
  roles: ['admin', 'editor'],
  tag: 'operator',
  summary: 'Create a personal API token',
  description:
    'Designed by us (issue 27). A new token of the calling operator, named name, for scopes (a bracketed ' +
    `list of ${API_TOKEN_SCOPES.join(', ')}; absent: both). The token is answered once, here, and never again. ` +
    `${TOKEN_NOTE} Recorded in the audit log (without the token).`,
  request: z.object({
    name: z.string().trim().min(1).max(100),
    scopes: Scopes,
  }),
  response: z.object({ success: z.literal(true), api_token: ApiToken, token: z.string() }),
});

export const getApiTokens = defineEndpoint({
  ...routes.getApiTokens,
  roles: ['admin', 'editor'],
  tag: 'operator',
  summary: "List the calling operator's API tokens",
  description:
    'Designed by us (issue 27). The tokens of the calling operator, newest first, active and revoked, with the ' +
    'last time each was used (never the token itself).',
  request: z.object({}),
  response: z.object({ api_tokens: z.array(ApiToken) }),
});

export const revokeApiToken = defineEndpoint({
  ...routes.revokeApiToken,
  roles: ['admin', 'editor'],
  tag: 'operator',
  summary: 'Revoke an API token',
  description:
    'Designed by us (issue 27). The token works no more, from its next request. NOT_FOUND for a token that is ' +
    "not the calling operator's own; revoking a revoked token changes nothing. Recorded in the audit log.",
  errors: ['NOT_FOUND'],
  request: z.object({ token_id: Id }),
  response: z.object({ success: z.literal(true), api_token: ApiToken }),
});
