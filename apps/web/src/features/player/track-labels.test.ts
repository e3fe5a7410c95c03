import { describe, expect, it } from 'vitest';
import type { MediaPlaylist } from 'hls.js';
import type { TFunction } from '@/lib/i18n';
import { audioTrackLabel, subtitleTrackLabel } from './track-labels';
import { isAudioDescriptionTrack, isSdhTrack } from './use-hls-player';

const texts: Record<string, string> = {
  player_subtitles_sdh: '{language} för hörselskadade',
  player_audio_original: 'Originalljud',
  player_audio_description: 'Syntolkning ({language})',
};
const t: TFunction = (key, options) =>
  (texts[key] ?? key).replace('{language}', String((options as { language?: string })?.language ?? ''));

const playlist = (characteristics: string | undefined) =>
  ({ characteristics, attrs: {} }) as unknown as MediaPlaylist;

describe('accessibility tracks', () => {
  it('recognises SDH subtitles and audio descriptions by their HLS CHARACTERISTICS', () => {
    const sdh = playlist(
      'public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound',
    );
    expect(isSdhTrack(sdh)).toBe(true);
    expect(isAudioDescriptionTrack(sdh)).toBe(false);
    // Dialogue alone is a transcript, not SDH.
    expect(isSdhTrack(playlist('public.accessibility.transcribes-spoken-dialog'))).toBe(false);
    expect(isSdhTrack(playlist(undefined))).toBe(false);
    expect(isAudioDescriptionTrack(playlist('public.accessibility.describes-video'))).toBe(true);
    expect(isAudioDescriptionTrack(playlist(undefined))).toBe(false);
  });

  it('names SDH subtitles as such in the interface language, and plain ones by their own name', () => {
    expect(
      subtitleTrackLabel({ index: 4, name: 'Svenska för hörselskadade', language: 'sv', sdh: true }, t, 'sv'),
    ).toBe('Svenska för hörselskadade');
    expect(subtitleTrackLabel({ index: 5, name: 'English SDH', language: 'en', sdh: true }, t, 'sv')).toBe(
      'Engelska för hörselskadade',
    );
    expect(subtitleTrackLabel({ index: 0, name: 'Suomi', language: 'fi', sdh: false }, t, 'sv')).toBe(
      'Suomi',
    );
  });

  it('names the film’s own sound and each audio description', () => {
    expect(
      audioTrackLabel({ index: 0, name: 'Original', language: '', describesVideo: false }, t, 'sv'),
    ).toBe('Originalljud');
    expect(
      audioTrackLabel(
        { index: 1, name: 'Norsk med synstolking', language: 'no', describesVideo: true },
        t,
        'sv',
      ),
    ).toBe('Syntolkning (norska)');
  });
});
