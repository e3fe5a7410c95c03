import { playbackRates, type PlaybackRate, type PlayerSettings } from '@filmhyllan/contract/client';
import type { AudioTrack, SubtitleTrack } from './use-hls-player';

/** 'sv' matches 'sv' and 'sv-FI'; Norwegian is written no, nb or nn. */
const sameLanguage = (a: string, b: string) => {
  const base = (tag: string) => {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    return primary === 'nb' || primary === 'nn' ? 'no' : primary;
  };
  return a !== '' && b !== '' && base(a) === base(b);
};

/**
 * The subtitles a title starts with: the patron's last choice where they made one (off included), else what the
 * page offers (the interface language for a film in another). hls.js then picks the track of that language.
 */
export function startSubtitleLanguage(
  remembered: PlayerSettings['subtitle_language'],
  pageDefault: string | null,
): string | null {
  if (remembered === 'off') return null;
  return remembered ?? pageDefault;
}

/**
 * The subtitle track to show once a title's tracks are known, or null to leave the player's choice: the
 * remembered language where the title has it, the page's default where it does not.
 */
export function rememberedSubtitleTrack(
  tracks: SubtitleTrack[],
  remembered: PlayerSettings['subtitle_language'],
  pageDefault: string | null,
): number | null {
  if (tracks.length === 0 || remembered === null) return null;
  if (remembered === 'off') return -1;
  const pick = (language: string | null) =>
    language === null ? undefined : tracks.find((track) => sameLanguage(track.language, language));
  const track = pick(remembered) ?? pick(pageDefault);
  return track ? track.index : null;
}

/**
 * The audio track to play: an audio description in the remembered language (or any) when one was chosen last,
 * else a track in the remembered language; null leaves the film's default.
 */
export function rememberedAudioTrack(
  tracks: AudioTrack[],
  settings: Pick<PlayerSettings, 'audio_language' | 'audio_description'>,
): number | null {
  if (tracks.length < 2) return null;
  const language = settings.audio_language;
  const inLanguage = (track: AudioTrack) => language !== null && sameLanguage(track.language, language);
  if (settings.audio_description) {
    const described = tracks.filter((track) => track.describesVideo);
    const track = described.find(inLanguage) ?? described[0];
    if (track) return track.index;
  }
  const track = tracks.find((candidate) => !candidate.describesVideo && inLanguage(candidate));
  return track ? track.index : null;
}

/** What a choice in the subtitle menu (or C) records: the track's language, or 'off'. */
export function subtitleChoice(tracks: SubtitleTrack[], index: number): PlayerSettings['subtitle_language'] {
  const track = index < 0 ? undefined : tracks[index];
  if (!track) return 'off';
  return track.language || null;
}

/** What a choice in the audio menu records. */
export function audioChoice(
  tracks: AudioTrack[],
  index: number,
): Pick<PlayerSettings, 'audio_language' | 'audio_description'> {
  const track = tracks[index];
  return { audio_language: track?.language || null, audio_description: track?.describesVideo ?? false };
}

/** The next speed up (1) or down (-1) from the list, staying at the ends. */
export function stepPlaybackRate(current: number, direction: 1 | -1): PlaybackRate {
  const index = playbackRates.findIndex((rate) => rate === current);
  const from = index < 0 ? playbackRates.indexOf(1) : index;
  return playbackRates[Math.min(playbackRates.length - 1, Math.max(0, from + direction))]!;
}
