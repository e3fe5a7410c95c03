import type { Language } from '@filmhyllan/contract';
import { languageLocales } from '@/lib/format';
import type { TFunction } from '@/lib/i18n';
import type { AudioTrack, SubtitleTrack } from './use-hls-player';

/** A track language's name in the interface language ('sv' -> 'svenska'), or the track's own name. */
function languageName(code: string, language: Language, fallback: string): string {
  if (!code) return fallback;
  try {
    const name = new Intl.DisplayNames([languageLocales[language]], { type: 'language' }).of(code);
    return name && name !== code ? name : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The player's menus name tracks in the interface language by what they are, since the names in the playlist
 * are written in each track's own language: subtitles for the deaf and hard of hearing and audio descriptions
 * say so, as the EAA asks a film service to make its access services findable.
 */
export function subtitleTrackLabel(track: SubtitleTrack, t: TFunction, language: Language): string {
  if (!track.sdh) return track.name;
  const label = t('player_subtitles_sdh', { language: languageName(track.language, language, track.name) });
  // Nordic languages write language names in lower case; a menu entry starts with a capital.
  return label.charAt(0).toLocaleUpperCase(languageLocales[language]) + label.slice(1);
}

export function audioTrackLabel(track: AudioTrack, t: TFunction, language: Language): string {
  // The film's own sound is muxed into the video and has no language in the playlist; a dubbed track has one.
  if (!track.describesVideo)
    return track.language ? languageName(track.language, language, track.name) : t('player_audio_original');
  return t('player_audio_description', { language: languageName(track.language, language, track.name) });
}
