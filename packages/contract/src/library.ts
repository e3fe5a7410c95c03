import { z } from 'zod';
import { CountryIso, DateOnly, Id, Timestamp } from './common';
import { defineEndpoint } from './endpoint';
import { libraryFontFamilies } from './library-fonts';
import * as routes from './routes';

export const PinFormat = z.enum(['digits', 'text']);
export type PinFormat = z.infer<typeof PinFormat>;

/** A typeface of a library's own pages: a key of `libraryFontStacks` (library-fonts.ts). */
export const LibraryFontFamily = z.enum(libraryFontFamilies);
export type LibraryFontFamily = z.infer<typeof LibraryFontFamily>;

export const Library = z.object({
  id: z.number().int(),
  name: z.string(),
  country_iso: z.enum(['se', 'no', 'fi']),
  /** The library's logo: a PNG we drew from the uploaded image (at most 512 px a side), or null. */
  logo_url: z.string().nullable(),
  /**
   * Our addition (the spec's branding table): the name the library's own pages show, its listed name when it set
   * none. Lists and the switcher keep `name`.
   */
  display_name: z.string(),
  /** Our addition (the spec's branding table): the typeface of the library's own pages, or null (the product's). */
  font_family: LibraryFontFamily.nullable(),
  /** Comma-separated other names the library is listed under (branches, municipalities). */
  extra_display_names: z.string(),
  /** True when the library's monthly budget is spent; new loans open on new_loans_date_library. */
  library_loan_budget_reached: z.boolean(),
  /** True when the session's patron (saved card of a logged-in user) has used their loans. */
  customer_loan_budget_reached: z.boolean(),
  /** When the patron can borrow again (YYYY-MM-DD), or null when they can now. */
  new_loans_date: DateOnly.nullable(),
  /** When the library budget reopens (YYYY-MM-DD, the 1st of next month), or null when open. */
  new_loans_date_library: DateOnly.nullable(),
  /**
   * Our addition: a library that paces its budget (budget_pacing daily, auto or weekly, see BudgetPacing) and whose
   * month is not spent: the current day's or week's allowance (pacing daily for auto too: its periods are days). period_ends_at is when the next allowance opens (local
   * midnight in time_zone); loans_left the loans left in it for a budget counted in loans (null for one in money);
   * reached: nothing is left, new loans open at period_ends_at. Null without pacing, or when the month's budget is
   * spent (library_loan_budget_reached says so).
   */
  library_allowance: z
    .object({
      pacing: z.enum(['daily', 'weekly']),
      period_ends_at: Timestamp,
      time_zone: z.string(),
      loans_left: z.number().int().nullable(),
      reached: z.boolean(),
    })
    .nullable(),
  /**
   * The PIN keyboard the forms offer (the loan box, the add-card dialog): `digits` (a numeric keypad on phones)
   * or `text` (letters too). A setting of the library in the operator console (save_patron_auth); never set, it
   * follows the library's system: `digits` on the built-in patron directory (whose PINs are 4-8 digits), `text`
   * where its own system checks the PIN (up to 64 characters without spaces).
   */
  pin_format: PinFormat,
});
export type Library = z.infer<typeof Library>;

export const LibraryList = z.object({
  /** Libraries of the country, sorted by name in the country's collation. */
  libraries: z.array(Library),
  /** Libraries where the logged-in user has a saved card; empty when logged out. */
  user_libraries: z.array(z.object({ library_id: z.number().int() })),
  /** Titles licensed in the country. */
  number_of_titles: z.number().int(),
});
export type LibraryList = z.infer<typeof LibraryList>;

export const getAllLibraries = defineEndpoint({
  ...routes.getAllLibraries,
  tag: 'library',
  summary: 'All libraries of a country',
  description:
    'Active libraries only. The budget flags are those of the session (saved cards of a logged-in user).',
  request: z.object({ country: CountryIso }),
  response: LibraryList,
});

export const getLibrary = defineEndpoint({
  ...routes.getLibrary,
  tag: 'library',
  summary: 'One library with its budget state',
  description: 'customer_loan_budget_reached and new_loans_date concern the saved card of a logged-in user.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({ library_id: Id }),
  response: z.object({ library: Library }),
});
