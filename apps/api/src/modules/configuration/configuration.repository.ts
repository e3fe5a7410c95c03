import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
  };
}
export type ConfigurationRepository = ReturnType<typeof createConfigurationRepository>;
