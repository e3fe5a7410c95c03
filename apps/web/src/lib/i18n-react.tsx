import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './i18n';

const I18nContext = createContext<I18n | null>(null);

/** Gives the tree its interface strings (lib/i18n.ts). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The translate function of the current language, and the strings themselves. A component re-renders when the
 * language or the strings change, and `t` is then a new function, so memos that use it are recomputed.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider');
  const version = useSyncExternalStore(i18n.subscribe, () => i18n.version);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version is what changes: a new t for a new language
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [i18n, version]);
  return { t, i18n };
}
