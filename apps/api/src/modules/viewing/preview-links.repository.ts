import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators, previewLinks, titles } from '../../db/schema';

/** A preview link as the console lists it (never its token: only the token's hash is stored). */
export interface PreviewLinkRow {
  id: number;
  titleId: number;
  titleName: string;
  note: string;
  createdByOperatorId: number;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

const columns = {
  id: previewLinks.id,
  titleId: previewLinks.titleId,
  // The title's Nordic name, or its English one when it has only that.
  titleName: sql<string>`coalesce(nullif(${titles.name}, ''), ${titles.nameEn}, '')`,
  note: previewLinks.note,
  createdByOperatorId: previewLinks.createdByOperatorId,
  createdBy: operators.username,
  createdAt: previewLinks.createdAt,
  expiresAt: previewLinks.expiresAt,
  revokedAt: previewLinks.revokedAt,
};

/** Preview links (docs/decisions/044). `db` may be a transaction, so a change and its audit entry commit together. */
export function createPreviewLinksRepository(db: Database) {
  const select = (tx: Database) =>
    tx
      .select(columns)
      .from(previewLinks)
      .innerJoin(titles, eq(titles.id, previewLinks.titleId))
      .innerJoin(operators, eq(operators.id, previewLinks.createdByOperatorId));

  return {
    /** Runs `work` in one transaction, with the repository on it. */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    async insert(
      tx: Database,
      link: {
        titleId: number;
        tokenHash: string;
        note: string;
        createdByOperatorId: number;
        createdAt: Date;
        expiresAt: Date;
      },
    ): Promise<PreviewLinkRow> {
      const [inserted] = await tx.insert(previewLinks).values(link).returning({ id: previewLinks.id });
      const [row] = await select(tx).where(eq(previewLinks.id, inserted!.id));
      return row!;
    },

    /** The newest links first. */
    async list(limit: number): Promise<PreviewLinkRow[]> {
      return select(db).orderBy(desc(previewLinks.createdAt), desc(previewLinks.id)).limit(limit);
    },

    async byId(tx: Database, id: number): Promise<PreviewLinkRow | undefined> {
      const [row] = await select(tx).where(eq(previewLinks.id, id)).for('update', { of: previewLinks });
      return row;
    },

    async byTokenHash(tokenHash: string): Promise<PreviewLinkRow | undefined> {
      const [row] = await select(db).where(eq(previewLinks.tokenHash, tokenHash));
      return row;
    },

    async revoke(tx: Database, id: number, at: Date): Promise<PreviewLinkRow> {
      await tx.update(previewLinks).set({ revokedAt: at }).where(eq(previewLinks.id, id));
      const [row] = await select(tx).where(eq(previewLinks.id, id));
      return row!;
    },
  };
}

export type PreviewLinksRepository = ReturnType<typeof createPreviewLinksRepository>;
