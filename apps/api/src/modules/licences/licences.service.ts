import { ENDS_BEFORE_START, endsNotBeforeStart, type AvailabilityStatus } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { dayIn, leavingOn, windowState } from '../catalogue/licence-window';
import type { LicenceChanged, LicenceInput, LicenceRow, LicencesRepository } from './licences.repository';

/** A window under the contract's names, as the audit log shows it. */
const licenceSnapshot = (row: LicenceRow | undefined) =>
  row
    ? {
        country_iso: row.countryIso,
        starts_on: row.startsOn,
        ends_on: row.endsOn,
        price_cents: row.priceCents,
      }
    : null;

/** What a patron of a country sees of a title on a day of theirs. */
export interface CountryAvailability {
  countryIso: string;
  on: string;
  status: AvailabilityStatus;
  startsOn: string | null;
  endsOn: string | null;
}

/** Where a window stands on a day, as the console shows it (leaving_soon: the customer title's leaving_on). */
export function availabilityOn(licence: LicenceRow | undefined, day: string): AvailabilityStatus {
  if (!licence) return 'not_licensed';
  const state = windowState(licence, day);
  if (state === 'available' && leavingOn(licence, day) !== null) return 'leaving_soon';
  return state;
}

export interface LicencesServiceDeps {
  repo: Pick<LicencesRepository, 'titleExists' | 'list' | 'countries' | 'save' | 'remove'>;
  audit: Pick<AuditService, 'record'>;
  /** Windows changed: this process's catalogue reads them again and every other process is told to. */
  catalogueChanged: () => Promise<void>;
  clock?: () => Date;
}

/** Licence windows and prices in the operator console (docs/decisions/052). */
export function createLicencesService(deps: LicencesServiceDeps) {
  const clock = deps.clock ?? (() => new Date());

  const audited =
    (actor: AuditActor, titleId: number, outcome: { changed: boolean }): LicenceChanged =>
    async (tx, rows) => {
      const before = licenceSnapshot(rows.before);
      const after = licenceSnapshot(rows.after);
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      outcome.changed = true;
      await deps.audit.record(
        {
          actor,
          libraryId: null,
          action: 'title.licence',
          objectType: 'title',
          objectId: titleId,
          before,
          after,
        },
        tx,
      );
    };

  async function existingTitle(titleId: number): Promise<void> {
    if (!(await deps.repo.titleExists(titleId))) throw new AppError('TITLE_NOT_FOUND');
  }

  return {
    /** The title's windows, one per country at most. */
    async list(titleId: number): Promise<LicenceRow[]> {
      await existingTitle(titleId);
      return deps.repo.list(titleId);
    },

    /** Creates or replaces the title's window in a country; audited when anything differs. */
    async save(input: LicenceInput, actor: AuditActor): Promise<LicenceRow> {
      if (!endsNotBeforeStart(input.startsOn, input.endsOn)) {
        throw new AppError('VALIDATION_FAILED', { fields: { ends_on: ENDS_BEFORE_START } });
      }
      const outcome = { changed: false };
      const saved = await deps.repo.save(input, audited(actor, input.titleId, outcome), clock());
      if (!saved) throw new AppError('TITLE_NOT_FOUND');
      if (outcome.changed) await deps.catalogueChanged();
      return saved;
    },

    /** Removes the title's window in a country: it leaves that catalogue at once. */
    async remove(titleId: number, countryIso: string, actor: AuditActor): Promise<void> {
      const removed = await deps.repo.remove(
        titleId,
        countryIso,
        audited(actor, titleId, { changed: false }),
      );
      if (removed === 'no-title') throw new AppError('TITLE_NOT_FOUND');
      if (removed === 'no-licence') throw new AppError('LICENCE_NOT_FOUND');
      await deps.catalogueChanged();
    },

    /**
     * Per service country, what its patrons see of the title on `date` (a local day), or today in the country's
     * time zone. A library reads windows on its own zone's day; the country's zone stands for its libraries.
     */
    async availability(titleId: number, date: string | undefined): Promise<CountryAvailability[]> {
      await existingTitle(titleId);
      const [licences, countries] = await Promise.all([deps.repo.list(titleId), deps.repo.countries()]);
      const now = clock().getTime();
      return countries.map(({ countryIso, timeZone }) => {
        const licence = licences.find((row) => row.countryIso === countryIso);
        const on = date ?? dayIn(timeZone, now);
        return {
          countryIso,
          on,
          status: availabilityOn(licence, on),
          startsOn: licence?.startsOn ?? null,
          endsOn: licence?.endsOn ?? null,
        };
      });
    },
  };
}
export type LicencesService = ReturnType<typeof createLicencesService>;
