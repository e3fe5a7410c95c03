import { useEffect, useState } from 'react';

/**
 * The value as it was `delayMs` after it last changed: typing "fjord" quickly gives one update, not five.
 * Used for search-as-you-type; the query that follows the debounced value cancels the one it supersedes.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, debounced, delayMs]);
  return debounced;
}
