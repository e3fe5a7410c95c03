import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countryConfigs, titleLicences, titles } from '../../db/schema';

export type LicenceRow = typeof titleLicences.$inferSelect;

/** A window's fields as an operator saves them. */
export type LicenceInput = Pick<LicenceRow, 'titleId' | 'countryIso' | 'startsOn' | 'endsOn' | 'priceCents'>;

/** Before and after of one window's change, inside its transaction (for the audit entry). */
export type LicenceChanged = (
  tx: Database,
  rows: { before: LicenceRow | undefined; after: LicenceRow | undefined },
) => Promise<void>;

/** Licence windows and prices (docs/decisions/052): one row per title and service country. */
export function createLicencesRepository(db: Database) {
  /** The title's row locked for the change, so two saves of one title's windows take turns. */
  const lockTitle = async (tx: Database, titleId: number) =>
    (await tx.select({ id: titles.id }).from(titles).where(eq(titles.id, titleId)).for('update')).length > 0;

  const current = async (tx: Database, titleId: number, countryIso: string) =>
    (
      await tx
        .select()
        .from(titleLicences)
        .where(and(eq(titleLicences.titleId, titleId), eq(titleLicences.countryIso, countryIso)))
    )[0];

  return {
    async titleExists(titleId: number): Promise<boolean> {
      return (await db.select({ id: titles.id }).from(titles).where(eq(titles.id, titleId))).length > 0;
    },

    /** The title's windows, in country order. */
    list(titleId: number): Promise<LicenceRow[]> {
      return db
        .select()
        .from(titleLicences)
        .where(eq(titleLicences.titleId, titleId))
        .orderBy(asc(titleLicences.countryIso));
    },

    /** The service countries and their time zones (a country's own day when no date is asked). */
    countries(): Promise<{ countryIso: string; timeZone: string }[]> {
      return db
        .select({ countryIso: countryConfigs.countryIso, timeZone: countryConfigs.timeZone })
        .from(countryConfigs)
        .orderBy(asc(countryConfigs.countryIso));
    },

    /** Creates or replaces the title's window in the country; undefined: no such title. */
    save(input: LicenceInput, changed: LicenceChanged, now: Date): Promise<LicenceRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockTitle(tx, input.titleId))) return undefined;
        const before = await current(tx, input.titleId, input.countryIso);
        const values = { ...input, updatedAt: now };
        const [after] = await tx
          .insert(titleLicences)
          .values(values)
          .onConflictDoUpdate({ target: [titleLicences.countryIso, titleLicences.titleId], set: values })
          .returning();
        await changed(tx, { before, after });
        return after;
      });
    },

    /** Removes the title's window in the country: 'no-title', 'no-licence' or the removed row. */
    remove(titleId: number, countryIso: string, changed: LicenceChanged) {
      return db.transaction(async (tx): Promise<LicenceRow | 'no-title' | 'no-licence'> => {
        if (!(await lockTitle(tx, titleId))) return 'no-title';
        const [before] = await tx
          .delete(titleLicences)
          .where(and(eq(titleLicences.titleId, titleId), eq(titleLicences.countryIso, countryIso)))
          .returning();
        if (!before) return 'no-licence';
        await changed(tx, { before, after: undefined });
        return before;
      });
    },
  };
}
export type LicencesRepository = ReturnType<typeof createLicencesRepository>;
