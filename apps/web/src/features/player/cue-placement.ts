import { useEffect, type RefObject } from 'react';

/**
 * Where the subtitles go while the controls cover the bottom of the video: as a line counted from the bottom
 * (negative), or null for the cues' own place. Lines are counted from the bottom because Chromium ignores
 * lineAlign: a percentage would move a cue's top, not its bottom, and a cue of two lines would still run into the
 * controls.
 * @param video the video's box on screen (client coordinates).
 * @param controlsTop where the visible controls begin (client y), or null when they are hidden.
 */
export function liftedCueLine(
  video: { bottom: number; height: number },
  controlsTop: number | null,
): number | null {
  const overlap = controlsTop === null ? 0 : Math.max(0, video.bottom - controlsTop);
  // Browsers draw cue text at 5 % of the video's height; with the line height of ::cue (1.3) a line is 6.5 %.
  // Counting with 6 % errs on the side of lifting a little more.
  const lineStep = video.height * 0.06;
  return overlap > 0 && lineStep > 0 ? -(1 + Math.ceil(overlap / lineStep)) : null;
}

/** Cues that the player moved, with their own line setting (a cue placed at the top by its file stays there). */
const ownLines = new WeakMap<VTTCue, LineAndPositionSetting>();

/**
 * Moves the showing subtitle cues to liftedCueLine while the controls cover the bottom of the video, and back
 * when they hide. Only the cues' own position changes; the cues stay the browser's (the text track is 'showing').
 */
function placeCues(video: HTMLVideoElement, controlsTop: number | null): void {
  if (typeof VTTCue === 'undefined') return;
  const lifted = liftedCueLine(video.getBoundingClientRect(), controlsTop);
  for (const track of Array.from(video.textTracks)) {
    if (track.mode !== 'showing' || !track.cues) continue;
    for (const cue of Array.from(track.cues)) {
      if (!(cue instanceof VTTCue)) continue;
      if (!ownLines.has(cue)) {
        if (cue.line !== 'auto') continue;
        ownLines.set(cue, cue.line);
      }
      const line = lifted ?? ownLines.get(cue)!;
      if (cue.line !== line || !cue.snapToLines) {
        cue.snapToLines = true;
        cue.line = line;
        // Chromium does not redraw a cue already on screen when its line changes: put it on the track again.
        if (track.activeCues && Array.from(track.activeCues).includes(cue)) {
          track.removeCue(cue);
          track.addCue(cue);
        }
      }
    }
  }
}

/**
 * Subtitles stay clear of the controls while these are shown. hls.js adds its text tracks and their cues as they
 * load, so new tracks are followed and every cue change places the cues again.
 * @param controls the controls' element; its seek bar ([data-seek]) is where they begin.
 */
export function useCuePlacement(
  video: HTMLVideoElement | null,
  controls: RefObject<HTMLElement | null>,
  controlsVisible: boolean,
): void {
  useEffect(() => {
    if (!video) return;
    const place = () => {
      const seekBar = controls.current?.querySelector('[data-seek]');
      placeCues(video, controlsVisible && seekBar ? seekBar.getBoundingClientRect().top - 8 : null);
    };
    const followed = new Set<TextTrack>();
    const follow = () => {
      for (const track of Array.from(video.textTracks)) {
        if (followed.has(track)) continue;
        followed.add(track);
        track.addEventListener('cuechange', place);
      }
      place();
    };
    follow();
    video.textTracks.addEventListener('addtrack', follow);
    video.textTracks.addEventListener('change', place);
    window.addEventListener('resize', place);
    return () => {
      for (const track of followed) track.removeEventListener('cuechange', place);
      video.textTracks.removeEventListener('addtrack', follow);
      video.textTracks.removeEventListener('change', place);
      window.removeEventListener('resize', place);
    };
  }, [video, controls, controlsVisible]);
}
