import type { FieldError } from 'react-hook-form';
import { fieldErrorKey } from '@/lib/form-errors';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The translated message of a site form's field: the shared rules (codes, empty required fields), a rule of these
 * forms named by its key ('operator_site_...'), a text over its length with the length, else `invalidKey`.
 */
export function siteFieldMessage(
  t: Translate,
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  options: { invalidKey?: string; max?: number } = {},
): string | undefined {
  if (!error) return undefined;
  // 'required' (these forms' own rules) or the contract's English reason of a required text ('... is required').
  if (error.message && /\brequired\b/.test(error.message)) return t('required_field');
  if (error.message?.startsWith('operator_site_')) return t(error.message);
  if (error.type === 'too_big' && options.max) return t('operator_site_too_long', { max: options.max });
  const key = fieldErrorKey(error, options.invalidKey);
  return key && t(key);
}
