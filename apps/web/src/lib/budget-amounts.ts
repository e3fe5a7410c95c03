import type { Language } from '@filmhyllan/contract';

/*
 * The numbers of a library's budget form as people type them, for both budget forms (the librarian portal's
 * update_budget, the console's save_library): whole numbers and amounts in currency units with a decimal comma
 * or point and spaces as thousands separators, and stored cents written back in the page's decimal sign.
 */

/** Languages that write a decimal comma (the forms read both, and write the page's own). */
const decimalComma: Record<Language, boolean> = { sv: true, no: true, fi: true, en: false };

/** Stored cents as the form shows them in currency units: no decimals for a whole amount; empty for none. */
export function centsToText(cents: number | null, language: Language): string {
  if (cents === null) return '';
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return decimalComma[language] ? text.replace('.', ',') : text;
}

/** Spaces people type as thousands separators (ordinary, no-break and narrow no-break). */
const withoutSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');

/** A whole number, or undefined when the text is not one. */
export function parseWhole(text: string): number | undefined {
  const plain = withoutSpaces(text);
  return /^\d+$/.test(plain) ? Number(plain) : undefined;
}

/** An amount in currency units with at most two decimals (comma or point) as cents, or undefined. */
export function parseCents(text: string): number | undefined {
  const plain = withoutSpaces(text).replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
