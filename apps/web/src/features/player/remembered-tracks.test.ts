import { describe, expect, it } from 'vitest';
import {
  audioChoice,
  rememberedAudioTrack,
  rememberedSubtitleTrack,
  startSubtitleLanguage,
  stepPlaybackRate,
  subtitleChoice,
} from './remembered-tracks';

const subtitles = [
  { index: 0, name: 'Svenska', language: 'sv', sdh: false },
  { index: 1, name: 'Norsk', language: 'nb', sdh: false },
  { index: 2, name: 'English', language: 'en', sdh: false },
];
const audio = [
  { index: 0, name: 'Original', language: '', describesVideo: false },
  { index: 1, name: 'Syntolkning', language: 'sv', describesVideo: true },
  { index: 2, name: 'Suomi', language: 'fi', describesVideo: false },
];

describe('remembered languages', () => {
  it('start with the last choice, off included, else the page default', () => {
    expect(startSubtitleLanguage(null, 'sv')).toBe('sv');
    expect(startSubtitleLanguage('en', 'sv')).toBe('en');
    expect(startSubtitleLanguage('off', 'sv')).toBeNull();
  });

  it('pick the remembered subtitles where the title has them, the page default where it has not', () => {
    expect(rememberedSubtitleTrack(subtitles, 'en', 'sv')).toBe(2);
    // Norwegian written 'no' finds the 'nb' track; a region finds its language.
    expect(rememberedSubtitleTrack(subtitles, 'no', null)).toBe(1);
    expect(rememberedSubtitleTrack(subtitles, 'en-GB', null)).toBe(2);
    expect(rememberedSubtitleTrack(subtitles, 'fi', 'sv')).toBe(0);
    expect(rememberedSubtitleTrack(subtitles, 'fi', null)).toBeNull();
    expect(rememberedSubtitleTrack(subtitles, 'off', 'sv')).toBe(-1);
    expect(rememberedSubtitleTrack(subtitles, null, 'sv')).toBeNull();
    expect(rememberedSubtitleTrack([], 'en', 'sv')).toBeNull();
  });

  it('pick an audio description when one was chosen last, else the remembered language', () => {
    expect(rememberedAudioTrack(audio, { audio_language: 'sv', audio_description: true })).toBe(1);
    expect(rememberedAudioTrack(audio, { audio_language: null, audio_description: true })).toBe(1);
    expect(rememberedAudioTrack(audio, { audio_language: 'fi', audio_description: false })).toBe(2);
    expect(rememberedAudioTrack(audio, { audio_language: 'de', audio_description: false })).toBeNull();
    expect(
      rememberedAudioTrack(audio.slice(0, 1), { audio_language: 'sv', audio_description: true }),
    ).toBeNull();
  });

  it("record the patron's choices", () => {
    expect(subtitleChoice(subtitles, 2)).toBe('en');
    expect(subtitleChoice(subtitles, -1)).toBe('off');
    expect(audioChoice(audio, 1)).toEqual({ audio_language: 'sv', audio_description: true });
    expect(audioChoice(audio, 0)).toEqual({ audio_language: null, audio_description: false });
  });
});

describe('playback speed', () => {
  it('steps through 0.75 to 2 and stays at the ends', () => {
    expect(stepPlaybackRate(1, 1)).toBe(1.25);
    expect(stepPlaybackRate(1.75, 1)).toBe(2);
    expect(stepPlaybackRate(2, 1)).toBe(2);
    expect(stepPlaybackRate(1, -1)).toBe(0.75);
    expect(stepPlaybackRate(0.75, -1)).toBe(0.75);
    expect(stepPlaybackRate(3, -1)).toBe(0.75);
  });
});
