import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { countryConfigs, siteConfigs } from '../../db/schema';

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
    /** The address of a country's site (country_configs.default_url). */
    async defaultUrl(countryIso: string): Promise<string | undefined> {
      const [row] = await queryRows<{ url: string }>(
        db,
        sql`select default_url as url from country_configs where country_iso = ${countryIso}`,
      );
      return row?.url;
    },
  };
}
export type ConfigurationRepository = ReturnType<typeof createConfigurationRepository>;
