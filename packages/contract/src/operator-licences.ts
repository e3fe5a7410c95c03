import { z } from 'zod';
import { CountryIso, Id } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';

/*
 * Licence windows and prices in the operator console (issue 27; docs/decisions/052). A title is in a service
 * country's catalogue only inside its window there: from midnight at the start of starts_on to the end of
 * ends_on (none: for good), both in each library's own time zone. One window per title and country; saving
 * replaces it. Admins and editors change them, support reads them.
 */

/** A real calendar day, YYYY-MM-DD (2026-02-30 is refused, not passed on to the database). */
export const CalendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    { error: 'is not a date in the calendar' },
  );

/** The most a loan can cost (cents): a guard against a typing slip of a few zeros. */
export const MAX_LICENCE_PRICE_CENTS = 10_000_000;

/** A window ending within this many days shows "leaving soon" to patrons (the customer title's leaving_on). */
export const LEAVING_SOON_DAYS = 30;

export const Licence = z.object({
  title_id: z.number().int(),
  country_iso: CountryIso,
  /** First day (YYYY-MM-DD) in the catalogue, from local midnight. */
  starts_on: z.string(),
  /** Last day (YYYY-MM-DD) in the catalogue, to the end of that day; null: no end. */
  ends_on: z.string().nullable(),
  /** What one loan costs a library of the country, in cents of its currency. */
  price_cents: z.number().int(),
  updated_at: z.string(),
});
export type Licence = z.infer<typeof Licence>;

/** What a patron of a country sees of a title on a day. */
export const AvailabilityStatus = z.enum(['available', 'leaving_soon', 'upcoming', 'ended', 'not_licensed']);
export type AvailabilityStatus = z.infer<typeof AvailabilityStatus>;

export const CountryAvailability = z.object({
  country_iso: CountryIso,
  /** The day read (YYYY-MM-DD): the asked date, or today in the country's time zone. */
  on: z.string(),
  status: AvailabilityStatus,
  /** The day the country's catalogue shows it from (upcoming), or shows it since; null when not licensed. */
  starts_on: z.string().nullable(),
  /** The last day in the catalogue (leaving_soon, ended, or a later end while available); null: none. */
  ends_on: z.string().nullable(),
});
export type CountryAvailability = z.infer<typeof CountryAvailability>;

/**
 * The window's fields as a form sends them. That ends_on is not before starts_on is checked by the server (a
 * VALIDATION_FAILED on ends_on) and by the console's form (`endsNotBeforeStart`): a request schema stays a plain
 * object, as the session fields are added to it.
 */
export const LicenceFields = z.object({
  title_id: Id,
  country_iso: CountryIso,
  starts_on: CalendarDay,
  ends_on: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    CalendarDay.nullable().default(null),
  ),
  // A form's text is read as a number; empty is no price (refused), not 0.
  price_cents: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number of cents' })
      .min(0, { error: 'must be 0 or more' })
      .max(MAX_LICENCE_PRICE_CENTS, { error: `must be at most ${MAX_LICENCE_PRICE_CENTS}` }),
  ),
});
export type LicenceFields = z.input<typeof LicenceFields>;

/** The message of a window whose last day is before its first. */
export const ENDS_BEFORE_START = 'must not be before the first day';

/** Whether a window's last day (if any) is on or after its first. */
export const endsNotBeforeStart = (startsOn: string, endsOn: string | null): boolean =>
  endsOn === null || endsOn >= startsOn;

export const getLicences = defineEndpoint({
  ...routes.getLicences,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "A title's licence windows and prices",
  description:
    'Designed by us (issue 27). Every window of the title, one per service country, in country order. A title ' +
    'is in a country’s catalogue only inside its window there (docs/decisions/052).',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({ title_id: Id }),
  response: z.object({ licences: z.array(Licence) }),
});

export const saveLicence = defineEndpoint({
  ...routes.saveLicence,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "Create or replace a title's licence window in a country",
  description:
    'Designed by us (issue 27). One window per title and country: saving replaces the country’s window. ' +
    'starts_on (YYYY-MM-DD): in the catalogue from midnight of that day in each library’s time zone; ends_on ' +
    '(optional): to the end of that day; not before starts_on. price_cents: what one loan costs a library of ' +
    'the country from now on (0 or more; loans already made keep their price). The change reaches every ' +
    'process’s catalogue within seconds; a window that starts or ends later takes effect at that midnight ' +
    'without another change. Audited (title.licence).',
  errors: ['TITLE_NOT_FOUND'],
  request: LicenceFields,
  response: z.object({ success: z.literal(true), licence: Licence }),
});

export const deleteLicence = defineEndpoint({
  ...routes.deleteLicence,
  roles: ['admin', 'editor'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: "Remove a title's licence window in a country",
  description:
    'Designed by us (issue 27). The title leaves the country’s catalogue at once (running loans play to their ' +
    'end). Audited (title.licence).',
  errors: ['TITLE_NOT_FOUND', 'LICENCE_NOT_FOUND'],
  request: z.object({ title_id: Id, country_iso: CountryIso }),
  response: z.object({ success: z.literal(true) }),
});

export const getAvailability = defineEndpoint({
  ...routes.getAvailability,
  roles: ['admin', 'editor', 'support'],
  tokenScope: 'catalogue',
  tag: 'operator',
  summary: 'What a patron of each country sees of a title on a day',
  description:
    'Designed by us (issue 27). For every service country, on `date` (YYYY-MM-DD, a library’s own day; ' +
    'default: today in the country’s time zone): available, leaving_soon (the window ends within ' +
    `${LEAVING_SOON_DAYS} days: the customer title's leaving_on), upcoming (from starts_on), ended, or ` +
    'not_licensed. A library may still have excluded the title from its own catalogue.',
  errors: ['TITLE_NOT_FOUND'],
  request: z.object({ title_id: Id, date: CalendarDay.optional() }),
  response: z.object({ countries: z.array(CountryAvailability) }),
});
