import { useSyncExternalStore } from 'react';
import type { Operator } from '@filmhyllan/contract';
import { getOperator } from '@filmhyllan/contract/client';
import { callEndpoint, isApiError } from '@/lib/api-client';

/**
 * Who the console's session belongs to. The session's login_data names users and librarians only, so the
 * console asks GET /operator/operator/get_operator once per document (LOGIN_REQUIRED: nobody) and keeps the
 * answer here; login and logout set it. `undefined` means not asked yet.
 */
let current: Operator | null | undefined;
const listeners = new Set<() => void>();

export function setCurrentOperator(next: Operator | null): void {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The logged-in operator, asking the server the first time; a refusal (4xx) means nobody is logged in. */
export async function loadCurrentOperator(): Promise<Operator | null> {
  if (current !== undefined) return current;
  try {
    const { operator } = await callEndpoint(getOperator, {});
    setCurrentOperator(operator);
  } catch (error) {
    const refused = isApiError(error) && error.status !== undefined && error.status < 500;
    if (!refused) throw error;
    setCurrentOperator(null);
  }
  return current ?? null;
}

/** The logged-in operator; re-renders after login and logout. */
export const useCurrentOperator = (): Operator | null =>
  useSyncExternalStore(
    subscribe,
    () => current ?? null,
    () => null,
  );

/** For tests: forget who was logged in. */
export function resetOperatorForTests(): void {
  current = undefined;
  listeners.clear();
}
