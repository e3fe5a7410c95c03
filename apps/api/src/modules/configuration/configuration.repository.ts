import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { countryConfigs, siteBanners, siteConfigs } from '../../db/schema';

export type SiteBannerRow = typeof siteBanners.$inferSelect;
export type CountryConfigRow = typeof countryConfigs.$inferSelect;
export type SiteBannerValues = Omit<SiteBannerRow, 'updatedAt'>;

export function createConfigurationRepository(db: Database) {
  return {
    async siteConfig(siteLang: string) {
      const [row] = await db.select().from(siteConfigs).where(eq(siteConfigs.siteLang, siteLang)).limit(1);
      return row;
    },
    async countryConfig(countryIso: string) {
      const [row] = await db
        .select()
        .from(countryConfigs)
        .where(eq(countryConfigs.countryIso, countryIso))
        .limit(1);
      return row;
    },
    async countryConfigs() {
      return db.select().from(countryConfigs).orderBy(asc(countryConfigs.countryIso));
    },
    /** The address of a country's site (country_configs.default_url). */
    async defaultUrl(countryIso: string): Promise<string | undefined> {
      const [row] = await queryRows<{ url: string }>(
        db,
        sql`select default_url as url from country_configs where country_iso = ${countryIso}`,
      );
      return row?.url;
    },
    /**
     * Changes a country's links and contact address; `changed` is told, in the same transaction, the row before
     * and after. Undefined for a country without a configuration.
     */
    async saveCountryLinks(
      countryIso: string,
      links: Pick<
        CountryConfigRow,
        'defaultUrl' | 'pressUrl' | 'helpUrl' | 'contactEmail' | 'privacyPolicyUrl'
      >,
      changed: (tx: Database, before: CountryConfigRow, after: CountryConfigRow) => Promise<void>,
    ): Promise<CountryConfigRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(countryConfigs)
          .where(eq(countryConfigs.countryIso, countryIso))
          .for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(countryConfigs)
          .set(links)
          .where(eq(countryConfigs.countryIso, countryIso))
          .returning();
        await changed(tx, before, after!);
        return after!;
      });
    },
    async banner(countryIso: string): Promise<SiteBannerRow | undefined> {
      const [row] = await db
        .select()
        .from(siteBanners)
        .where(eq(siteBanners.countryIso, countryIso))
        .limit(1);
      return row;
    },
    async banners(): Promise<SiteBannerRow[]> {
      return db.select().from(siteBanners).orderBy(asc(siteBanners.countryIso));
    },
    /**
     * Writes a country's banner. `changed` is told, in the same transaction, the row before (undefined: none)
     * and after, so the audit entry commits with the change or not at all.
     */
    async saveBanner(
      values: SiteBannerValues,
      updatedAt: Date,
      changed: (tx: Database, before: SiteBannerRow | undefined, after: SiteBannerRow) => Promise<void>,
    ): Promise<SiteBannerRow> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(siteBanners)
          .where(eq(siteBanners.countryIso, values.countryIso))
          .for('update');
        const row = { ...values, updatedAt };
        const [after] = await tx
          .insert(siteBanners)
          .values(row)
          .onConflictDoUpdate({ target: siteBanners.countryIso, set: row })
          .returning();
        await changed(tx, before, after!);
        return after!;
      });
    },
  };
}
export type ConfigurationRepository = ReturnType<typeof createConfigurationRepository>;
