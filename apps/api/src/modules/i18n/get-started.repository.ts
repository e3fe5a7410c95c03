import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { getStartedSteps } from '../../db/schema';

export function createGetStartedRepository(db: Database) {
  return {
    async steps() {
      return db
        .select()
        .from(getStartedSteps)
        .orderBy(asc(getStartedSteps.position), asc(getStartedSteps.id));
    },
  };
}
export type GetStartedRepository = ReturnType<typeof createGetStartedRepository>;
