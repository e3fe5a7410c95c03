import { randomBytes } from 'node:crypto';
import type { ApiTokenScope } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/keyed-hash';
import type { AuditActor, AuditRecord } from '../audit/audit.service';
import type { ApiTokenHolder, ApiTokenRow, ApiTokensRepository } from './api-tokens.repository';

/** Every token starts with this, so a leaked one is recognised (secret scanners, log redaction). */
export const API_TOKEN_PREFIX = 'fhy_';
/** The last use is written at most this often per token: a multi-gigabyte upload is thousands of requests. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiTokensServiceDeps {
  repo: ApiTokensRepository;
  audit: { record(record: AuditRecord, tx?: Parameters<ApiTokensRepository['insert']>[0]): Promise<void> };
  clock?: () => Date;
}

const snapshot = (row: ApiTokenRow) => ({
  name: row.name,
  scopes: row.scopes,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

/**
 * Personal API tokens of operators (docs/decisions/050): made, listed and revoked by their own operator; a
 * request with one is checked here (`holder`), by the session plugin.
 */
export function createApiTokensService(deps: ApiTokensServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async create(
      actor: AuditActor,
      input: { name: string; scopes: ApiTokenScope[] },
    ): Promise<{ row: ApiTokenRow; token: string }> {
      // 256 random bits; the prefix only marks it.
      const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const scopes = [...new Set(input.scopes)];
      const row = await deps.repo.transaction(async (tx) => {
        const inserted = await deps.repo.insert(tx, {
          operatorId: actor.id,
          name: input.name,
          tokenHash: sha256Hex(token),
          scopes,
          createdAt: clock(),
        });
        await deps.audit.record(
          {
            actor,
            libraryId: null,
            action: 'api_token.create',
            objectType: 'api_token',
            objectId: inserted.id,
            before: null,
            after: snapshot(inserted),
          },
          tx,
        );
        return inserted;
      });
      return { row, token };
    },

    list(operatorId: number): Promise<ApiTokenRow[]> {
      return deps.repo.listOf(operatorId);
    },

    async revoke(actor: AuditActor, tokenId: number): Promise<ApiTokenRow> {
      return deps.repo.transaction(async (tx) => {
        const before = await deps.repo.ownForUpdate(tx, actor.id, tokenId);
        if (!before) throw new AppError('NOT_FOUND');
        if (before.revokedAt !== null) return before;
        const after = await deps.repo.revoke(tx, tokenId, clock());
        await deps.audit.record(
          {
            actor,
            libraryId: null,
            action: 'api_token.revoke',
            objectType: 'api_token',
            objectId: tokenId,
            before: snapshot(before),
            after: snapshot(after),
          },
          tx,
        );
        return after;
      });
    },

    /**
     * Who a bearer token speaks for: an unrevoked token of an active operator, else TOKEN_INVALID. Records the
     * use (at most once a minute per token).
     */
    async holder(token: string): Promise<ApiTokenHolder> {
      if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 200) throw new AppError('TOKEN_INVALID');
      const holder = await deps.repo.holder(sha256Hex(token));
      if (!holder) throw new AppError('TOKEN_INVALID');
      const now = clock();
      const since = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
      if (holder.lastUsedAt === null || holder.lastUsedAt < since) {
        await deps.repo.markUsed(holder.tokenId, now, since);
      }
      return holder;
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
