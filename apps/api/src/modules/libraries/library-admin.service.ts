import { LIBRARIES_PAGE_SIZE_DEFAULT, LIBRARIES_PAGE_SIZE_MAX } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { LibrariesRepository, LibraryFields, LibraryRow, LibrarySearch } from './libraries.repository';

/** The fields of a library under the contract's names, as the audit log shows them before and after. */
export const librarySnapshot = (row: LibraryRow) => ({
  name: row.name,
  country_iso: row.countryIso,
  time_zone: row.timeZone,
  extra_display_names: row.extraDisplayNames,
  budget_type: row.budgetType,
  monthly_budget_loans: row.monthlyBudgetLoans,
  monthly_budget_cents: row.monthlyBudgetCents,
  patron_limit: row.patronLimit,
  patron_limit_period: row.patronLimitPeriod,
  loan_period_hours: row.loanPeriodHours,
  alert_email: row.alertEmail,
  budget_pacing: row.budgetPacing,
  active: row.active,
});
type Snapshot = ReturnType<typeof librarySnapshot>;

/** Only the fields that differ, before and after (an unchanged save records nothing). */
function changedFields(before: Snapshot, after: Snapshot) {
  const keys = (Object.keys(after) as (keyof Snapshot)[]).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export interface LibraryAdminDeps {
  repo: Pick<LibrariesRepository, 'search' | 'save'>;
  audit: Pick<AuditService, 'record'>;
  /**
   * A library was created or changed: the library directory and the catalogue here read it again, and every
   * other process is told to.
   */
  libraryChanged: () => Promise<void>;
  /** Told after a save: the 'auto' pacing's weekday weights are computed at once. */
  pacingSaved?: (library: LibraryRow) => Promise<void>;
}

/** The libraries as the operator console lists and edits them (docs/decisions/033). */
export function createLibraryAdminService(deps: LibraryAdminDeps) {
  return {
    /** Every library matching (active or not), one page (1-based), with the number matching. */
    async list(
      filters: LibrarySearch,
      paging: { page?: number | undefined; pageSize?: number | undefined } = {},
    ): Promise<{ rows: LibraryRow[]; total: number; page: number; pageSize: number }> {
      const page = Math.max(1, Math.trunc(paging.page ?? 1));
      const pageSize = Math.min(
        LIBRARIES_PAGE_SIZE_MAX,
        Math.max(1, Math.trunc(paging.pageSize ?? LIBRARIES_PAGE_SIZE_DEFAULT)),
      );
      const { rows, total } = await deps.repo.search(filters, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { rows, total, page, pageSize };
    },

    /**
     * Creates (no id) or changes a library, with its audit entry in the same transaction, then tells every
     * process. The monthly budget of the chosen type is required, as on the librarian's budget form.
     */
    async save(id: number | undefined, fields: LibraryFields, actor: AuditActor): Promise<LibraryRow> {
      if (fields.budgetType === 'count' && fields.monthlyBudgetLoans === null)
        throw new AppError('VALIDATION_FAILED', {
          fields: { monthly_budget_loans: 'is required for a budget counted in loans' },
        });
      if (fields.budgetType === 'amount' && fields.monthlyBudgetCents === null)
        throw new AppError('VALIDATION_FAILED', {
          fields: { monthly_budget_cents: 'is required for a budget counted in money' },
        });
      let changed = false;
      const saved = await deps.repo.save(id, fields, async (tx, rows) => {
        const after = librarySnapshot(rows.after);
        const diff = rows.before
          ? changedFields(librarySnapshot(rows.before), after)
          : { before: null, after };
        if (diff.before !== null && Object.keys(diff.after).length === 0) return;
        changed = true;
        await deps.audit.record(
          {
            actor,
            libraryId: rows.after.id,
            action: rows.before ? 'library.update' : 'library.create',
            objectType: 'library',
            objectId: rows.after.id,
            before: diff.before,
            after: diff.after,
          },
          tx,
        );
      });
      if (!saved) throw new AppError('LIBRARY_NOT_FOUND');
      await deps.pacingSaved?.(saved);
      if (changed) await deps.libraryChanged();
      return saved;
    },
  };
}
export type LibraryAdminService = ReturnType<typeof createLibraryAdminService>;
