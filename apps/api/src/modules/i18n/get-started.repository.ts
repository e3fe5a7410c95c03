import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countryConfigs, getStartedSteps } from '../../db/schema';

export type GetStartedStepRow = typeof getStartedSteps.$inferSelect;
export type GetStartedStepValues = Pick<GetStartedStepRow, 'headings' | 'bodies'>;

const byCountry = (countryIso: string | null) =>
  countryIso === null ? isNull(getStartedSteps.countryIso) : eq(getStartedSteps.countryIso, countryIso);

export function createGetStartedRepository(db: Database) {
  return {
    /** The steps of a country's own guide, or of the shared guide (null), in order. */
    async steps(countryIso: string | null = null): Promise<GetStartedStepRow[]> {
      return db
        .select()
        .from(getStartedSteps)
        .where(byCountry(countryIso))
        .orderBy(asc(getStartedSteps.position), asc(getStartedSteps.id));
    },
    /** Every step of every guide, in order. */
    async allSteps(): Promise<GetStartedStepRow[]> {
      return db
        .select()
        .from(getStartedSteps)
        .orderBy(asc(getStartedSteps.position), asc(getStartedSteps.id));
    },
    /**
     * Replaces a country's guide with `steps` (positions 1, 2, ... in their order). `changed` is told, in the same
     * transaction, the steps before and after, so the audit entry commits with the change or not at all.
     */
    async replaceSteps(
      countryIso: string,
      steps: GetStartedStepValues[],
      changed: (tx: Database, before: GetStartedStepRow[], after: GetStartedStepRow[]) => Promise<void>,
    ): Promise<GetStartedStepRow[] | undefined> {
      return db.transaction(async (tx) => {
        // The country's row is the lock: a country without steps yet has none of its own to lock, and two first
        // saves at once would otherwise both insert. Undefined for a country without a configuration.
        const [country] = await tx
          .select({ countryIso: countryConfigs.countryIso })
          .from(countryConfigs)
          .where(eq(countryConfigs.countryIso, countryIso))
          .for('update');
        if (!country) return undefined;
        const before = await tx
          .select()
          .from(getStartedSteps)
          .where(byCountry(countryIso))
          .orderBy(asc(getStartedSteps.position), asc(getStartedSteps.id))
          .for('update');
        await tx.delete(getStartedSteps).where(byCountry(countryIso));
        const after = await tx
          .insert(getStartedSteps)
          .values(steps.map((step, index) => ({ ...step, countryIso, position: index + 1 })))
          .returning();
        after.sort((a, b) => a.position - b.position);
        await changed(tx, before, after);
        return after;
      });
    },
  };
}
export type GetStartedRepository = ReturnType<typeof createGetStartedRepository>;
