import type { I18n } from '@/lib/i18n';
import type { BootData, Language, Portal } from '@filmhyllan/contract';
import { BOOT_DATA_ELEMENT_ID, getTranslations } from '@filmhyllan/contract/client';
import { callEndpoint, configureApiClient } from '@/lib/api-client';
import { buildOptions } from '@/lib/build-options';
import { createI18n } from '@/lib/i18n';
import { startSession } from '@/lib/session';

export type BootResult = { kind: 'ready'; i18n: I18n } | { kind: 'reloading' };

/**
 * The boot data the server wrote into the page (docs/decisions/015), or null: in development (Vite serves
 * the page), for a page saved from an older release, when it cannot be read, or once it was read (a retried
 * start-up asks the server afresh). The app then asks for all of it, as it would without.
 */
export function readBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent) as Partial<BootData>;
    if (typeof data !== 'object' || data === null || typeof data.answers !== 'object' || !data.answers)
      return null;
    return { session: data.session ?? null, answers: data.answers };
  } catch {
    return null;
  }
}

/**
 * Start-up: the session first (every call needs it), then the interface strings. Nothing renders routes
 * before both are there, so loaders and guards can read login_data synchronously. With boot data both are
 * already in the page, as are the first answers the layout needs; no request is made for them.
 */
export async function boot(
  portal: Portal,
  language: Language,
  signal?: AbortSignal,
  bootData: BootData | null = null,
): Promise<BootResult> {
  // The server answered as for an ordinary session; a child-mode build asks for its own (children's) answers.
  if (bootData && !buildOptions.childMode) {
    configureApiClient({ answers: new Map(Object.entries(bootData.answers)) });
  }
  const started = await startSession(portal, undefined, bootData?.session ?? null);
  if (started.kind === 'reloading') return started;
  const { translations } = await callEndpoint(getTranslations, {}, { signal });
  // Strings the server does not have yet come from the app itself; the server's always win.
  return { kind: 'ready', i18n: await createI18n(language, translations) };
}
