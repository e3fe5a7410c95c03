import { useEffect, useRef } from 'react';

export type ProgressEvent = 'playing' | 'pause' | 'ended';

/**
 * Reports the position for resume: while playing (at every timeupdate, about 4 times a second), on pause and at
 * the end; closing the player counts as a pause. The owner decides how often to store it.
 */
export function useProgressReports(
  video: HTMLVideoElement | null,
  onProgress: ((seconds: number, event: ProgressEvent) => void) | undefined,
): void {
  const progress = useRef(onProgress);
  progress.current = onProgress;
  useEffect(() => {
    if (!video) return;
    // The last real position: by the time this effect is cleaned up the engine may have emptied the video.
    let last: number | null = null;
    const onTime = () => {
      if (video.seeking || video.currentTime <= 0) return;
      last = video.currentTime;
      if (!video.paused) progress.current?.(last, 'playing');
    };
    const onPause = () => {
      if (!video.ended && video.currentTime > 0) progress.current?.(video.currentTime, 'pause');
    };
    const onEnded = () => {
      last = null;
      progress.current?.(video.currentTime, 'ended');
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      // Closing the player counts as a pause: remember where it was.
      if (last !== null) progress.current?.(last, 'pause');
    };
  }, [video]);
}
