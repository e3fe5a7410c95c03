import { useEffect, useRef } from 'react';
import {
  audioChoice,
  rememberedAudioTrack,
  rememberedSubtitleTrack,
  subtitleChoice,
} from './remembered-tracks';
import type { HlsPlayer } from './use-hls-player';
import type { PlayerSettingsControl } from './use-player-settings';

/**
 * Puts the player settings to work on a playing title: the playback speed, and the audio and subtitles the
 * patron chose last (once the title's tracks are known; the subtitles once playback runs, when hls.js has made
 * its own start choice and takes another). Answers the player with its track setters remembering each choice the
 * patron makes, so the next title starts with it; the player's own start choices are not remembered.
 * @param pageDefault the subtitles the page asked for (the interface language for a film in another).
 */
export function useAppliedSettings(
  player: HlsPlayer,
  { settings, update }: PlayerSettingsControl,
  pageDefault: string | null,
  playing: boolean,
): HlsPlayer {
  const { video } = player;
  const rate = settings.playback_rate;

  // Loading a source sets the rate back to the default one: keep both at the chosen speed.
  useEffect(() => {
    if (!video) return;
    const apply = () => {
      video.defaultPlaybackRate = rate;
      if (video.playbackRate !== rate) video.playbackRate = rate;
    };
    apply();
    video.addEventListener('loadedmetadata', apply);
    return () => video.removeEventListener('loadedmetadata', apply);
  }, [video, rate]);

  // The remembered choices are applied once, as the title starts (the account's may arrive meanwhile); a change
  // during playback is the patron's own.
  const appliedAudio = useRef(false);
  const appliedSubtitles = useRef(false);
  const { audioTracks, subtitleTracks, setAudioTrack, setSubtitleTrack } = player;

  useEffect(() => {
    if (appliedAudio.current || audioTracks.length < 2) return;
    appliedAudio.current = true;
    const index = rememberedAudioTrack(audioTracks, settings);
    if (index !== null) setAudioTrack(index);
  }, [audioTracks, setAudioTrack, settings]);

  useEffect(() => {
    if (appliedSubtitles.current || !playing || subtitleTracks.length === 0) return;
    appliedSubtitles.current = true;
    const index = rememberedSubtitleTrack(subtitleTracks, settings.subtitle_language, pageDefault);
    if (index !== null && index !== player.subtitleTrack) setSubtitleTrack(index);
  }, [
    playing,
    subtitleTracks,
    setSubtitleTrack,
    pageDefault,
    player.subtitleTrack,
    settings.subtitle_language,
  ]);

  return {
    ...player,
    setSubtitleTrack(index) {
      setSubtitleTrack(index);
      update({ subtitle_language: subtitleChoice(subtitleTracks, index) });
    },
    setAudioTrack(index) {
      setAudioTrack(index);
      update(audioChoice(audioTracks, index));
    },
  };
}
