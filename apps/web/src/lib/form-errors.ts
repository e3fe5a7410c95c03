import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode } from '@filmhyllan/contract';
import { errorCodes, errorMessageKey } from '@filmhyllan/contract/client';
import { isApiError } from './api-client';

/**
 * Where a form's errors come from and how each becomes a translated message, in one place for every form:
 * - the contract's request schema (through the zod resolver) finds empty and malformed fields before sending;
 * - rules written as error codes (registrationFieldErrors) are set with the code as the message;
 * - the server's answer names failing fields in error.fields ({ email: 'EXISTING_EMAIL' }).
 * Codes become their error_<code> key; an empty required field says so; any other schema issue asks the patron
 * to check the field.
 */

const knownCodes: ReadonlySet<string> = new Set(Object.keys(errorCodes));
const isErrorCode = (text: string | undefined): text is ErrorCode => !!text && knownCodes.has(text);

/**
 * The translation key of one field's error, or undefined when the field is fine. `invalidKey` names what is
 * wrong with a field whose value the schema refuses (a card number that is not one): by default a request to
 * check the field.
 */
export function fieldErrorKey(
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  invalidKey = 'error_validation_failed',
): string | undefined {
  if (!error) return undefined;
  if (isErrorCode(error.message)) return errorMessageKey(error.message);
  if (error.type === 'too_small' || error.type === 'required') return 'required_field';
  return invalidKey;
}

/**
 * Puts the server's field codes onto their fields and focuses the first, in the form's order. Answers whether
 * any field took an error; when none did, the form shows the error as a whole (formErrorKey).
 * A VALIDATION_FAILED answer names its fields with a reason in English rather than a code: such a field gets
 * VALIDATION_FAILED ("check the details"). `serverNames` maps a server field onto the form's field where the
 * two differ (monthly_budget_cents is typed as an amount).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOrder: readonly Path<T>[],
  serverNames: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const codes = new Map<string, ErrorCode>();
  for (const [serverField, text] of Object.entries(error.fields)) {
    const code = isErrorCode(text) ? text : error.code === 'VALIDATION_FAILED' ? error.code : undefined;
    if (code) codes.set(serverNames[serverField] ?? serverField, code);
  }
  const failing = fieldOrder.filter((name) => codes.has(name));
  failing.forEach((name, index) =>
    setError(name, { type: 'server', message: codes.get(name) }, { shouldFocus: index === 0 }),
  );
  return failing.length > 0;
}

/**
 * The translation key of a failure that belongs to the whole form: the server's code, or for no answer at all
 * a message about the connection.
 */
export function formErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'error_generic_body';
  if (error.code === 'NETWORK_ERROR') return 'error_network';
  if (error.code === 'INVALID_RESPONSE') return 'error_generic_body';
  return errorMessageKey(error.code);
}
