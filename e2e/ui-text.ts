import { uiTranslations } from '../apps/api/src/db/seed/translations';

export type Lang = 'sv' | 'no' | 'fi' | 'en';

/**
 * An interface string with its {placeholders} filled in (no plurals: a journey that needs one spells it), so a
 * journey finds labels in the language it runs in.
 */
export function text(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const entry = uiTranslations[key];
  if (!entry) throw new Error(`no interface string ${key}`);
  return entry[lang].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
