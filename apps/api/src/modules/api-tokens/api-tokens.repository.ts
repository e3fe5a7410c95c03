import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { ApiTokenScope } from '@filmhyllan/contract';
import type { Database } from '../../db/client';
import { apiTokens, operators } from '../../db/schema';

/** A token as the console lists it (never the token: only its hash is stored, and not returned either). */
export interface ApiTokenRow {
  id: number;
  operatorId: number;
  name: string;
  scopes: ApiTokenScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Who a valid token speaks for. */
export interface ApiTokenHolder {
  tokenId: number;
  scopes: ApiTokenScope[];
  lastUsedAt: Date | null;
  operatorId: number;
  operatorRole: 'admin' | 'editor' | 'support';
}

const columns = {
  id: apiTokens.id,
  operatorId: apiTokens.operatorId,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

const asRow = (row: { scopes: string[] } & Omit<ApiTokenRow, 'scopes'>): ApiTokenRow => ({
  ...row,
  scopes: row.scopes as ApiTokenScope[],
});

/** Personal API tokens (docs/decisions/050). `tx` may be a transaction, so a change and its audit entry commit together. */
export function createApiTokensRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    async insert(
      tx: Database,
      token: {
        operatorId: number;
        name: string;
        tokenHash: string;
        scopes: ApiTokenScope[];
        createdAt: Date;
      },
    ): Promise<ApiTokenRow> {
      const [row] = await tx.insert(apiTokens).values(token).returning(columns);
      return asRow(row!);
    },

    async listOf(operatorId: number): Promise<ApiTokenRow[]> {
      const rows = await db
        .select(columns)
        .from(apiTokens)
        .where(eq(apiTokens.operatorId, operatorId))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
      return rows.map(asRow);
    },

    /** The operator's own token, locked for the change. */
    async ownForUpdate(tx: Database, operatorId: number, id: number): Promise<ApiTokenRow | undefined> {
      const [row] = await tx
        .select(columns)
        .from(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.operatorId, operatorId)))
        .for('update');
      return row && asRow(row);
    },

    async revoke(tx: Database, id: number, at: Date): Promise<ApiTokenRow> {
      const [row] = await tx
        .update(apiTokens)
        .set({ revokedAt: at })
        .where(eq(apiTokens.id, id))
        .returning(columns);
      return asRow(row!);
    },

    /** The holder of an unrevoked token whose operator is active; undefined otherwise. */
    async holder(tokenHash: string): Promise<ApiTokenHolder | undefined> {
      const [row] = await db
        .select({
          tokenId: apiTokens.id,
          scopes: apiTokens.scopes,
          lastUsedAt: apiTokens.lastUsedAt,
          operatorId: operators.id,
          operatorRole: operators.role,
        })
        .from(apiTokens)
        .innerJoin(operators, eq(operators.id, apiTokens.operatorId))
        .where(
          and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt), eq(operators.active, true)),
        );
      return row && { ...row, scopes: row.scopes as ApiTokenScope[] };
    },

    /** Sets the last use, unless another request set a later one meanwhile. */
    async markUsed(id: number, at: Date, unlessAfter: Date): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: at })
        .where(
          and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, unlessAfter))),
        );
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
