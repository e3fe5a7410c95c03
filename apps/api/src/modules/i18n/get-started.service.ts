import type { CountryIso, GetStartedStep, GuideStepInput, Language } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { GetStartedRepository, GetStartedStepRow } from './get-started.repository';

/** A step as operators edit it: a text in every language ('' where none). */
export interface GuideStep {
  heading: Record<Language, string>;
  body: Record<Language, string>;
}

/** A country's guide: its own steps, or (own false) the shared guide it shows. */
export interface CountryGuide {
  countryIso: CountryIso;
  own: boolean;
  steps: GuideStep[];
}

export interface GetStartedServiceDeps {
  /** Records operators' changes; without it the service only reads. */
  audit?: Pick<AuditService, 'record'>;
}

const everyLanguage = (text: Partial<Record<Language, string>>): Record<Language, string> => ({
  sv: text.sv ?? '',
  no: text.no ?? '',
  fi: text.fi ?? '',
  en: text.en ?? '',
});
const guideStepOf = (row: GetStartedStepRow): GuideStep => ({
  heading: everyLanguage(row.headings),
  body: everyLanguage(row.bodies),
});
/** Only the languages with a text, as the spec's answer has always had them. */
const written = (text: Record<Language, string>) =>
  Object.fromEntries(Object.entries(text).filter(([, value]) => value !== '')) as Partial<
    Record<Language, string>
  >;

/**
 * The 'get started' guide: every language in one answer, the client picks (contract getstarted.ts). A country
 * may have a guide of its own (operators write it in the console); a country without one shows the shared guide.
 */
export function createGetStartedService(repo: GetStartedRepository, deps: GetStartedServiceDeps = {}) {
  return {
    async steps(countryIso?: CountryIso): Promise<{ steps: GetStartedStep[] }> {
      const own = countryIso ? await repo.steps(countryIso) : [];
      const rows = own.length > 0 ? own : await repo.steps(null);
      return {
        steps: rows.map((row) => ({
          id: row.id,
          position: row.position,
          heading: row.headings,
          body: row.bodies,
        })),
      };
    },

    /** Every country's guide as the console edits it: its own, or a copy of the shared one to start from. */
    async guides(countries: CountryIso[]): Promise<CountryGuide[]> {
      const rows = await repo.allSteps();
      const of = (countryIso: CountryIso | null) =>
        rows.filter((row) => row.countryIso === countryIso).map(guideStepOf);
      const shared = of(null);
      return countries.map((countryIso) => {
        const own = of(countryIso);
        return { countryIso, own: own.length > 0, steps: own.length > 0 ? own : shared };
      });
    },

    /** Replaces a country's guide (validated by the contract), with its audit entry in the same transaction. */
    async saveSteps(
      countryIso: CountryIso,
      steps: GuideStepInput[],
      actor: AuditActor,
    ): Promise<CountryGuide> {
      if (!deps.audit) throw new Error('saveSteps needs the audit log');
      const audit = deps.audit;
      const snapshot = (saved: GetStartedStepRow[]) => ({ steps: saved.map(guideStepOf) });
      const after = await repo.replaceSteps(
        countryIso,
        steps.map((step) => ({ headings: written(step.heading), bodies: written(step.body) })),
        (tx, before, saved) =>
          audit.record(
            {
              actor,
              libraryId: null,
              action: 'site.save_getstarted_steps',
              objectType: 'country',
              objectId: countryIso,
              before: before.length > 0 ? snapshot(before) : null,
              after: snapshot(saved),
            },
            tx,
          ),
      );
      if (!after) throw new AppError('UNKNOWN_COUNTRY');
      return { countryIso, own: true, steps: after.map(guideStepOf) };
    },
  };
}
export type GetStartedService = ReturnType<typeof createGetStartedService>;
