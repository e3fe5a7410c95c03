import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries, libraryLogos } from '../../db/schema';
import type { LibraryRow } from './libraries.repository';

export interface StoredLogo {
  sha256: string;
  image: Buffer;
  width: number;
  height: number;
}

export type BrandingFields = Pick<LibraryRow, 'displayName' | 'fontFamily'>;

/** Before and after of one library's change, inside its transaction (for the audit entry). */
export type BrandingChanged = (
  tx: Database,
  rows: { before: LibraryRow; after: LibraryRow },
) => Promise<void>;

/** A library's logo and branding (docs/decisions/043). Each change locks the library's row first. */
export function createLibraryBrandingRepository(db: Database) {
  /** Runs `change` on the locked row; undefined: no such library. */
  function onLockedLibrary(
    id: number,
    change: (tx: Database) => Promise<LibraryRow>,
    changed: BrandingChanged,
  ): Promise<LibraryRow | undefined> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(libraries).where(eq(libraries.id, id)).for('update');
      if (!before) return undefined;
      const after = await change(tx);
      await changed(tx, { before, after });
      return after;
    });
  }

  return {
    /** Stores the library's logo (replacing any) and points the library at its address. */
    setLogo(id: number, logo: StoredLogo, url: string, changed: BrandingChanged) {
      return onLockedLibrary(
        id,
        async (tx) => {
          const values = { libraryId: id, ...logo, createdAt: new Date() };
          await tx
            .insert(libraryLogos)
            .values(values)
            .onConflictDoUpdate({ target: libraryLogos.libraryId, set: values });
          const [after] = await tx
            .update(libraries)
            .set({ logoUrl: url })
            .where(eq(libraries.id, id))
            .returning();
          return after!;
        },
        changed,
      );
    },

    /** The library shows no logo; the stored image is gone. */
    removeLogo(id: number, changed: BrandingChanged) {
      return onLockedLibrary(
        id,
        async (tx) => {
          await tx.delete(libraryLogos).where(eq(libraryLogos.libraryId, id));
          const [after] = await tx
            .update(libraries)
            .set({ logoUrl: null })
            .where(eq(libraries.id, id))
            .returning();
          return after!;
        },
        changed,
      );
    },

    saveBranding(id: number, fields: BrandingFields, changed: BrandingChanged) {
      return onLockedLibrary(
        id,
        async (tx) => {
          const [after] = await tx.update(libraries).set(fields).where(eq(libraries.id, id)).returning();
          return after!;
        },
        changed,
      );
    },

    /** The library's current logo if its digest is this one (an old address answers nothing). */
    async logo(id: number, sha256: string): Promise<StoredLogo | undefined> {
      const [row] = await db
        .select({
          sha256: libraryLogos.sha256,
          image: libraryLogos.image,
          width: libraryLogos.width,
          height: libraryLogos.height,
        })
        .from(libraryLogos)
        .where(and(eq(libraryLogos.libraryId, id), eq(libraryLogos.sha256, sha256)))
        .limit(1);
      return row;
    },

    async byId(id: number): Promise<LibraryRow | undefined> {
      const [row] = await db.select().from(libraries).where(eq(libraries.id, id)).limit(1);
      return row;
    },
  };
}
export type LibraryBrandingRepository = ReturnType<typeof createLibraryBrandingRepository>;
