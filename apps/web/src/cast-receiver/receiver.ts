import type { Language } from '@filmhyllan/contract';

/*
 * Our Google Cast receiver page (docs/decisions/060), kept apart from the portals: a Vite entry of its own
 * (cast-receiver/index.html) that imports nothing of theirs but the player's engine choice.
 */

/** Google's Cast Application Framework for receivers; loaded only on a Cast device. */
export const CAF_RECEIVER_URL =
  'https://www.gstatic.com/cast/sdk/libs/caf_receiver/v3/cast_receiver_framework.js';

const LANGUAGES: readonly Language[] = ['sv', 'no', 'fi', 'en'];

/**
 * The page's language: `?lang=` when it names one of ours, else the first of the browser's languages we have
 * (Norwegian as no, nb or nn), else English.
 */
export function receiverLanguage(asked: string | null, preferred: readonly string[]): Language {
  for (const tag of [asked ?? '', ...preferred]) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    const language = base === 'nb' || base === 'nn' ? 'no' : base;
    if ((LANGUAGES as readonly string[]).includes(language)) return language as Language;
  }
  return 'en';
}

/** Cast devices (Chromecast, Google TV, TVs with Cast built in) say CrKey in their user agent. */
export const isCastDevice = (userAgent: string): boolean => /\bCrKey\//.test(userAgent);

/** What the page was opened with: `?src=…&title=…&lang=…`, or the same in the fragment. */
export interface ReceiverRequest {
  /** The playlist to play, absolute; null when none was given or it is not one of our own streams. */
  src: string | null;
  title: string | null;
  lang: string | null;
}

/**
 * Reads the page's address. Only a stream of this server (the same origin, under /api/media/) is played: the page
 * is no player for anyone else's media.
 */
export function readReceiverRequest(location: {
  href: string;
  search: string;
  hash: string;
  origin: string;
}) {
  const params = new URLSearchParams(location.search.length > 1 ? location.search : location.hash.slice(1));
  const given = params.get('src');
  let src: string | null = null;
  if (given) {
    try {
      const url = new URL(given, location.href);
      if (url.origin === location.origin && url.pathname.startsWith('/api/media/')) src = url.href;
    } catch {
      src = null;
    }
  }
  return { src, title: params.get('title'), lang: params.get('lang') } satisfies ReceiverRequest;
}

/** The strings the server writes into the page: key, then language, then text. */
export type ReceiverTexts = Record<string, Partial<Record<Language, string>>>;

/** A string in the page's language, else English, else the key (a key the server did not write). */
export const receiverText = (texts: ReceiverTexts, language: Language, key: string): string =>
  texts[key]?.[language] || texts[key]?.en || key;
