import { z } from 'zod';
import { countryCodes } from '@filmhyllan/contract/client';
import {
  BudgetPacing,
  saveLibrary,
  type CountryIso,
  type ErrorCode,
  type Language,
  type LoanLimitPeriod,
  type OperatorLibrary,
} from '@filmhyllan/contract';
import { centsToText, parseCents, parseWhole } from '@/lib/budget-amounts';

/** The library form as typed: numbers are text until they are checked; amounts in currency units. */
export interface LibraryFormValues {
  name: string;
  country_iso: CountryIso;
  time_zone: string;
  extra_display_names: string;
  budget_type: OperatorLibrary['budget_type'];
  monthly_budget_loans: string;
  monthly_budget_amount: string;
  patron_limit: string;
  patron_limit_period: LoanLimitPeriod;
  loan_period_hours: string;
  alert_email: string;
  budget_pacing: BudgetPacing;
  active: boolean;
}

/** Every field a message can be put on, in the order of the form (the first failing one takes the focus). */
export const libraryFieldOrder = [
  'name',
  'country_iso',
  'time_zone',
  'extra_display_names',
  'monthly_budget_loans',
  'monthly_budget_amount',
  'patron_limit',
  'loan_period_hours',
  'alert_email',
] as const satisfies readonly (keyof LibraryFormValues)[];
export type LibraryFormField = (typeof libraryFieldOrder)[number];

/** The server's field names on the form's own, where they differ (the amount is typed in currency units). */
export const libraryServerFields = { monthly_budget_cents: 'monthly_budget_amount' } as const;

export type LibraryNumberField =
  'monthly_budget_loans' | 'monthly_budget_amount' | 'patron_limit' | 'loan_period_hours';

/** The bounds of save_library's numbers (the librarian's update_budget); amounts in currency units. */
export const libraryNumberBounds = {
  monthly_budget_loans: { min: 0, max: 1_000_000 },
  monthly_budget_amount: { min: 0, max: 10_000_000 },
  patron_limit: { min: 1, max: 100 },
  loan_period_hours: { min: 1, max: 720 },
} as const satisfies Record<LibraryNumberField, { min: number; max: number }>;

/** The longest name and list of other names save_library takes. */
export const NAME_MAX_LENGTH = 200;
export const EXTRA_NAMES_MAX_LENGTH = 1000;

/**
 * The time zones a library of each country is offered: the country's own, and its islands with a zone of
 * their own name (Svalbard, Åland). A stored zone outside the list is offered too, so a save keeps it.
 */
export const timeZonesByCountry: Record<CountryIso, readonly string[]> = {
  se: ['Europe/Stockholm'],
  no: ['Europe/Oslo', 'Arctic/Longyearbyen'],
  fi: ['Europe/Helsinki', 'Europe/Mariehamn'],
};

export const timeZoneChoices = (country: CountryIso, current: string): readonly string[] => {
  const zones = timeZonesByCountry[country];
  return current && !zones.includes(current) ? [...zones, current] : zones;
};

/** The currency a country's libraries budget in. */
export const currencyOfCountry: Record<CountryIso, 'SEK' | 'NOK' | 'EUR'> = {
  se: 'SEK',
  no: 'NOK',
  fi: 'EUR',
};

/** A new library's form: Swedish, counted in loans, the librarian portal's usual limits, active. */
export const newLibraryValues = (country: CountryIso = 'se'): LibraryFormValues => ({
  name: '',
  country_iso: country,
  time_zone: timeZonesByCountry[country][0]!,
  extra_display_names: '',
  budget_type: 'count',
  monthly_budget_loans: '',
  monthly_budget_amount: '',
  patron_limit: '4',
  patron_limit_period: 'month',
  loan_period_hours: '48',
  alert_email: '',
  budget_pacing: 'none',
  active: true,
});

/** A stored library as the form shows it. */
export function toFormValues(library: OperatorLibrary, language: Language): LibraryFormValues {
  return {
    name: library.name,
    country_iso: library.country_iso as CountryIso,
    time_zone: library.time_zone,
    extra_display_names: library.extra_display_names,
    budget_type: library.budget_type,
    monthly_budget_loans: library.monthly_budget_loans === null ? '' : String(library.monthly_budget_loans),
    monthly_budget_amount: centsToText(library.monthly_budget_cents, language),
    patron_limit: String(library.patron_limit),
    patron_limit_period: library.patron_limit_period,
    loan_period_hours: String(library.loan_period_hours),
    alert_email: library.alert_email ?? '',
    budget_pacing: library.budget_pacing,
    active: library.active,
  };
}

/** The stored monthly budgets (none for a new library): the one of the type not chosen is sent back as it is. */
export type StoredBudgets = Pick<OperatorLibrary, 'monthly_budget_loans' | 'monthly_budget_cents'>;
export const noStoredBudgets: StoredBudgets = { monthly_budget_loans: null, monthly_budget_cents: null };

const request = saveLibrary.request.shape;
type SaveLibraryRequest = z.input<typeof saveLibrary.request>;

const typed = z.object({
  name: z.string(),
  country_iso: z.enum(countryCodes),
  time_zone: z.string(),
  extra_display_names: z.string(),
  budget_type: request.budget_type,
  monthly_budget_loans: z.string(),
  monthly_budget_amount: z.string(),
  patron_limit: z.string(),
  patron_limit_period: request.patron_limit_period,
  loan_period_hours: z.string(),
  alert_email: z.string(),
  budget_pacing: BudgetPacing,
  active: z.boolean(),
});

/**
 * The form's schema for the zod resolver: every field is checked in one pass, so one submit names every field
 * that is wrong, and the result must then be the contract's save_library request. Only the monthly budget of
 * the chosen type is read and required: the other type's field is hidden, so nothing in it may refuse a save,
 * and the stored value is sent back unchanged (the call replaces every field). An empty required field is
 * reported as too small ("required"); a number out of bounds as 'number_between', which the form words with
 * the field's bounds; an alert address that is not one as INVALID_EMAIL. The address is always sent, so that
 * emptying it turns the alerts off.
 */
export const libraryFormSchema = (libraryId: number | undefined, stored: StoredBudgets) =>
  typed
    .transform((values, ctx): SaveLibraryRequest => {
      let refused = false;
      const required = (field: LibraryFormField) => {
        refused = true;
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: 1,
          path: [field],
          message: 'required_field',
        });
      };
      const invalid = (field: LibraryFormField, message: string) => {
        refused = true;
        ctx.addIssue({ code: 'custom', path: [field], message });
      };

      for (const field of ['name', 'country_iso', 'time_zone', 'extra_display_names'] as const) {
        const checked = request[field].safeParse(values[field]);
        if (checked.success) continue;
        if (values[field].trim() === '') required(field);
        else invalid(field, 'error_validation_failed');
      }

      const number = (field: LibraryNumberField, parsed: number | undefined): number | null => {
        if (values[field].trim() === '') {
          required(field);
          return null;
        }
        const { min, max } = libraryNumberBounds[field];
        const inRange =
          field === 'monthly_budget_amount'
            ? parsed !== undefined && parsed <= max * 100
            : parsed !== undefined && parsed >= min && parsed <= max;
        if (!inRange) {
          invalid(field, 'number_between');
          return null;
        }
        return parsed ?? null;
      };
      const loans =
        values.budget_type === 'count'
          ? number('monthly_budget_loans', parseWhole(values.monthly_budget_loans))
          : stored.monthly_budget_loans;
      const cents =
        values.budget_type === 'amount'
          ? number('monthly_budget_amount', parseCents(values.monthly_budget_amount))
          : stored.monthly_budget_cents;
      const patronLimit = number('patron_limit', parseWhole(values.patron_limit));
      const loanHours = number('loan_period_hours', parseWhole(values.loan_period_hours));
      if (!request.alert_email.safeParse(values.alert_email).success)
        invalid('alert_email', 'INVALID_EMAIL' satisfies ErrorCode);

      if (refused) return z.NEVER;
      return {
        library_id: libraryId,
        name: values.name,
        country_iso: values.country_iso,
        time_zone: values.time_zone,
        extra_display_names: values.extra_display_names,
        budget_type: values.budget_type,
        monthly_budget_loans: loans,
        monthly_budget_cents: cents,
        patron_limit: patronLimit,
        patron_limit_period: values.patron_limit_period,
        loan_period_hours: loanHours,
        alert_email: values.alert_email.trim(),
        budget_pacing: values.budget_pacing,
        active: values.active,
      };
    })
    .pipe(saveLibrary.request)
    // The wire leaves null fields out, and a left-out alert address means "unchanged": an empty one is sent as
    // empty, which turns the alerts off.
    .transform((input) => ({ ...input, alert_email: input.alert_email ?? '' }));

export type LibraryFormOutput = z.output<ReturnType<typeof libraryFormSchema>>;
