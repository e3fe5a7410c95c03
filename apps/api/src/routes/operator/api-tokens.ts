import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createApiToken, getApiTokens, revokeApiToken, type ApiToken } from '@filmhyllan/contract';
import type { AuditActor } from '../../modules/audit/audit.service';
import type { ApiTokenRow } from '../../modules/api-tokens/api-tokens.repository';
import type { Session } from '../../modules/session/session.service';
import { defineRoute } from '../define-route';

/** A token as the wire shows it (never the token: it is answered once, by create_token). */
export const presentApiToken = (row: ApiTokenRow): ApiToken => ({
  token_id: row.id,
  name: row.name,
  scopes: row.scopes,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  status: row.revokedAt === null ? 'active' : 'revoked',
});

/** /api/operator/token/*: an operator's personal API tokens (docs/decisions/050). */
export async function apiTokenRoutes(app: FastifyInstance) {
  const { apiTokens, operators } = app.services;

  const actorOf = async (session: Session, request: FastifyRequest): Promise<AuditActor> => ({
    portal: 'operator',
    id: session.operatorId!,
    username: (await operators.current(session)).username,
    address: request.ip,
  });

  defineRoute(app, createApiToken, async ({ input, session, request }) => {
    const { row, token } = await apiTokens.create(await actorOf(session, request), input);
    return { success: true as const, api_token: presentApiToken(row), token };
  });
  defineRoute(app, getApiTokens, async ({ session }) => ({
    api_tokens: (await apiTokens.list(session.operatorId!)).map(presentApiToken),
  }));
  defineRoute(app, revokeApiToken, async ({ input, session, request }) => ({
    success: true as const,
    api_token: presentApiToken(await apiTokens.revoke(await actorOf(session, request), input.tokenId)),
  }));
}
