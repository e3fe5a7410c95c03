import { z } from 'zod';
import { CountryIso, FormBoolean, Id, LoanLimitPeriod, Page } from './common';
import { BudgetPacing, updateBudget } from './librarian';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * The libraries in the operator console (issue 26; docs/decisions/033): listed for every operator role, created,
 * changed and deactivated by admins only. Every save writes an audit entry with the fields before and after.
 */

export const LIBRARIES_PAGE_SIZE_DEFAULT = 50;
export const LIBRARIES_PAGE_SIZE_MAX = 200;

/** A library as the console shows and edits it. Secrets (the eHUB secret) are never part of it. */
export const OperatorLibrary = z.object({
  library_id: z.number().int(),
  name: z.string(),
  country_iso: z.string(),
  time_zone: z.string(),
  /** Comma-separated other names the library is listed under. */
  extra_display_names: z.string(),
  budget_type: z.enum(['count', 'amount']),
  monthly_budget_loans: z.number().int().nullable(),
  monthly_budget_cents: z.number().int().nullable(),
  patron_limit: z.number().int(),
  patron_limit_period: LoanLimitPeriod,
  loan_period_hours: z.number().int(),
  alert_email: z.string().nullable(),
  budget_pacing: BudgetPacing,
  active: z.boolean(),
  /** Whether the library has an eHUB shared secret (rotate_ehub_secret); the secret itself is never answered. */
  ehub_configured: z.boolean(),
});
export type OperatorLibrary = z.infer<typeof OperatorLibrary>;

/** A filter left empty is no filter. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** Whether an IANA time zone name is one this runtime knows (Europe/Stockholm, Europe/Helsinki, ...). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(name) || name === 'UTC';
  } catch {
    return false;
  }
}

export const getLibraries = defineEndpoint({
  ...routes.getLibraries,
  roles: ['admin', 'editor', 'support'],
  tag: 'operator',
  summary: 'List the libraries',
  description:
    'Designed by us (issue 26). Every library, active or not, by name (ignoring case), then id. `search`: ' +
    'words each found in the name or the other names, ignoring case; `country_iso`: one country; `active`: ' +
    `only active (1) or only deactivated (0) libraries; \`library_id\`: that one library (the console's page of one ` +
    `library; none found: an empty list). One page (page from 1, page_size up to ` +
    `${LIBRARIES_PAGE_SIZE_MAX}) and the number matching.`,
  request: z.object({
    library_id: blankAsAbsent(Id),
    search: blankAsAbsent(z.string().trim().max(200)),
    country_iso: blankAsAbsent(CountryIso),
    active: blankAsAbsent(FormBoolean),
    page: Page,
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIBRARIES_PAGE_SIZE_MAX)
      .default(LIBRARIES_PAGE_SIZE_DEFAULT),
  }),
  response: z.object({
    libraries: z.array(OperatorLibrary),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const saveLibrary = defineEndpoint({
  ...routes.saveLibrary,
  roles: ['admin'],
  tag: 'operator',
  summary: 'Create or change a library',
  description:
    'Designed by us (issue 26). Without `library_id` a new library is created; with it, that library is ' +
    'changed (an unknown id: LIBRARY_NOT_FOUND). Every field is sent each time. The monthly budget of the ' +
    'chosen budget_type is required (VALIDATION_FAILED on that field); the other is stored as sent, empty ' +
    'clearing it; alert_email left out stays as it is (none for a new library), empty turns the budget alerts off. time_zone is an IANA name (Europe/Stockholm). `active` 0 deactivates the library: it leaves ' +
    'the library list (get_all_libraries), refuses new loans with LIBRARY_INACTIVE, and keeps its loans, ' +
    'statistics and librarians (who can still log in and see them); 1 activates it again. A change shows in ' +
    'get_all_libraries on every server process within seconds. Each save that changed something writes an ' +
    'audit entry (library.create or library.update) with the fields before and after. Answers the saved library.',
  request: z.object({
    library_id: blankAsAbsent(Id),
    name: z.string().trim().min(1).max(200),
    country_iso: CountryIso,
    time_zone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine(isTimeZone, { error: 'must be an IANA time zone, e.g. Europe/Stockholm' }),
    extra_display_names: z.string().trim().max(1000).default(''),
    // The budget settings as the librarian's budget form sends them (alert_email left out: unchanged).
    ...updateBudget.request.shape,
    active: FormBoolean,
  }),
  response: z.object({ success: z.literal(true), library: OperatorLibrary }),
});
