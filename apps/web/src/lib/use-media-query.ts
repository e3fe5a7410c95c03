import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (a rotated tablet, a resized window). Where the browser
 * cannot tell (no matchMedia, as in tests), it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
  );
}
