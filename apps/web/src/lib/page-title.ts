import { useEffect, useSyncExternalStore } from 'react';

/**
 * The page's own part of the tab title (WCAG 2.4.2): each screen names itself with usePageTitle, and the app
 * shell puts it in front of the portal's name ("Arvet i Göteborg – Filmhyllan", "Statistics – Bibliotek |
 * Filmhyllan"). A screen that names nothing leaves the portal's name alone.
 */
let current: string | undefined;
const listeners = new Set<() => void>();

function setPageTitle(next: string | undefined): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current page's own title part, for the app shell. */
export const usePageTitlePart = (): string | undefined =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );

/**
 * Names the page in the tab title while the screen is shown. Pass undefined while the name is still loading
 * (a title's name): the tab keeps the portal's name until it is known.
 */
export function usePageTitle(part: string | undefined): void {
  useEffect(() => {
    setPageTitle(part?.trim() || undefined);
    return () => setPageTitle(undefined);
  }, [part]);
}

/** The whole tab title: the page's part, then the portal's name. */
export const composePageTitle = (part: string | undefined, base: string): string =>
  part ? `${part} – ${base}` : base;
