import { z } from 'zod';

export const languageCodes = ['sv', 'no', 'fi', 'en'] as const;
export const Language = z.enum(languageCodes);
export type Language = z.infer<typeof Language>;

export const countryCodes = ['se', 'no', 'fi'] as const;
/** A service country, lower case on the wire (`se`), accepted in either case. */
export const CountryIso = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(countryCodes, { error: 'unknown country' }));
export type CountryIso = z.infer<typeof CountryIso>;

const MAX_ID = 2_147_483_647;

/** A positive database id; query strings and forms send it as text. */
export const Id = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(MAX_ID, { error: 'is too large' });

/** 1-based page number. */
export const Page = z.coerce.number().int().min(1).max(100_000).default(1);

/** How many titles a list call asks for. */
export const NumTitles = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

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

/** Serialises a list the way bracketedList reads it. */
export const toBracketedList = (values: readonly (string | number)[]): string =>
  `[${values.map((v) => (typeof v === 'number' ? String(v) : JSON.stringify(v))).join(',')}]`;

export const Success = z.object({ success: z.literal(true) });

/** ISO 8601 timestamp with offset. */
export const Timestamp = z.string().describe('ISO 8601 date and time');
/** Calendar date YYYY-MM-DD. */
export const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' });
