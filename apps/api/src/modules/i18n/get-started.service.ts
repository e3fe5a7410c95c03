import type { GetStartedStep } from '@filmhyllan/contract';
import type { GetStartedRepository } from './get-started.repository';

/** The 'get started' guide: every language in one answer, the client picks (contract getstarted.ts). */
export function createGetStartedService(repo: GetStartedRepository) {
  return {
    async steps(): Promise<{ steps: GetStartedStep[] }> {
      const rows = await repo.steps();
      return {
        steps: rows.map((row) => ({
          id: row.id,
          position: row.position,
          heading: row.headings,
          body: row.bodies,
        })),
      };
    },
  };
}
export type GetStartedService = ReturnType<typeof createGetStartedService>;
