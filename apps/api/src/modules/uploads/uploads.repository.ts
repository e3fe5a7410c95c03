import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { UploadPurpose } from '@filmhyllan/contract';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';

export interface UploadRow {
  id: string;
  operatorId: number;
  apiTokenId: number | null;
  purpose: UploadPurpose;
  filename: string;
  filetype: string;
  sizeBytes: number;
  createdAt: Date;
  completedAt: Date | null;
}

const asRow = (row: typeof uploads.$inferSelect): UploadRow => ({
  ...row,
  purpose: row.purpose as UploadPurpose,
});

/** The record of resumable uploads (docs/decisions/049); the bytes are files under DATA_DIR/uploads. */
export function createUploadsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    async insert(row: Omit<UploadRow, 'completedAt'>): Promise<void> {
      await db.insert(uploads).values(row);
    },

    async byId(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row && asRow(row);
    },

    /** Marks the upload complete once; undefined when it was already (another request finished it). */
    async complete(tx: Database, id: string, at: Date): Promise<UploadRow | undefined> {
      const [row] = await tx
        .update(uploads)
        .set({ completedAt: at })
        .where(and(eq(uploads.id, id), isNull(uploads.completedAt)))
        .returning();
      return row && asRow(row);
    },

    async newest(limit: number): Promise<UploadRow[]> {
      const rows = await db.select().from(uploads).orderBy(desc(uploads.createdAt)).limit(limit);
      return rows.map(asRow);
    },

    /** Removes the records of unfinished uploads begun before `before` (their bytes are deleted by tus). */
    async deleteUnfinishedBefore(before: Date): Promise<string[]> {
      const rows = await db
        .delete(uploads)
        .where(and(isNull(uploads.completedAt), lt(uploads.createdAt, before)))
        .returning({ id: uploads.id });
      return rows.map((row) => row.id);
    },

    async remove(id: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.id, id));
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
