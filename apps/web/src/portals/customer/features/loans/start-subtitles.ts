import type { Language, Title } from '@filmhyllan/contract';

/** Interface language to the subtitle codes that serve it ('no' is written 'nb' in some catalogues). */
const subtitleCodes: Record<Language, string[]> = {
  sv: ['sv'],
  no: ['no', 'nb', 'nn'],
  fi: ['fi'],
  en: ['en'],
};

/**
 * Subtitles to start with: none when the film speaks the patron's language, otherwise the patron's language when
 * the film has it.
 */
export function startSubtitles(title: Title, language: Language): string | null {
  const codes = subtitleCodes[language];
  if (title.languages.some((spoken) => codes.includes(spoken.code))) return null;
  return title.subtitle_languages?.find((subtitle) => codes.includes(subtitle.code))?.code ?? null;
}
