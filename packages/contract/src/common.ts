import { z } from 'zod';
import { countryCodes, languageCodes } from './values';

export const Language = z.enum(languageCodes);
export type Language = z.infer<typeof Language>;

/** A service country, lower case on the wire (`se`), accepted in either case. */
export const CountryIso = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(countryCodes, { error: 'unknown country' }));
export type CountryIso = z.infer<typeof CountryIso>;

/** A service country in upper case (`SE`), as the profile and the newsletter use it; accepted in either case. */
export const UpperCountryIso = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['SE', 'NO', 'FI'], { error: 'unknown country' }));
export type UpperCountryIso = z.infer<typeof UpperCountryIso>;

/** A text per interface language, e.g. a get-started step; the reader falls back to English. */
export const LocalizedText = z.partialRecord(Language, z.string());
export type LocalizedText = z.infer<typeof LocalizedText>;

const MAX_ID = 2_147_483_647;

/** A positive database id; query strings and forms send it as text. */
export const Id = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(MAX_ID, { error: 'is too large' });

/** 1-based page number. */
export const Page = z.coerce.number().int().min(1).max(100_000).default(1);

/** How many titles a list call asks for: `fallback` when absent, at most `max`. */
export const NumTitles = (fallback: number, max = 100) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** Form and query booleans: 1/0, true/false. */
export const FormBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off'])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

/**
 * A bracketed list as the web client sends it: `[1,2,3]` or `["sv","en"]`; an empty value means no filter.
 * Up to 50 entries.
 */
export function bracketedList<T extends z.ZodType>(item: T) {
  return (
    z
      .string()
      .max(2000)
      .transform((raw, ctx) => {
        const text = raw.trim();
        if (text === '' || text === '[]') return [];
        if (!text.startsWith('[') || !text.endsWith(']')) {
          ctx.addIssue({ code: 'custom', message: 'must be a bracketed list such as [1,2]' });
          return z.NEVER;
        }
        return text
          .slice(1, -1)
          .split(',')
          .map((part) => part.trim().replace(/^"(.*)"$/, '$1'));
      })
      // Items arrive as strings; the item schema coerces them (numbers) or checks them (codes).
      .pipe(z.array(item).max(50) as unknown as z.ZodType<z.output<T>[], string[]>)
  );
}

/**
 * A form field that may be left empty: '' (or only spaces), null and absent all read as null;
 * anything else must pass `schema`.
 */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    schema.nullable(),
  );

export const Success = z.object({ success: z.literal(true) });

/**
 * The period a patron's loan limit counts over: a calendar month or an ISO week (Monday to Sunday),
 * both in the library's time zone. The spec's default is the month.
 */
export const LoanLimitPeriod = z.enum(['month', 'week']);
export type LoanLimitPeriod = z.infer<typeof LoanLimitPeriod>;

/** ISO 8601 timestamp with offset. */
export const Timestamp = z.string().describe('ISO 8601 date and time');
/** Calendar date YYYY-MM-DD. */
export const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' });
