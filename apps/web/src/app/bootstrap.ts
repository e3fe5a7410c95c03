import type { i18n as I18n } from 'i18next';
import type { Language, Portal } from '@filmhyllan/contract';
import { getTranslations } from '@filmhyllan/contract';
import { callEndpoint } from '@/lib/api-client';
import { createI18n } from '@/lib/i18n';
import { startSession } from '@/lib/session';

export type BootResult = { kind: 'ready'; i18n: I18n } | { kind: 'reloading' };

/**
 * Start-up: the session first (every call needs it), then the interface strings. Nothing renders routes
 * before both are there, so loaders and guards can read login_data synchronously.
 */
export async function boot(portal: Portal, language: Language, signal?: AbortSignal): Promise<BootResult> {
  const started = await startSession(portal);
  if (started.kind === 'reloading') return started;
  const { translations } = await callEndpoint(getTranslations, {}, { signal });
  // Strings the server does not have yet come from the app itself; the server's always win.
  return { kind: 'ready', i18n: await createI18n(language, translations) };
}
