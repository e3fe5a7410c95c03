import { useEffect, useState } from 'react';

/** What the controls show about the video element; read from its events. */
export interface MediaState {
  paused: boolean;
  ended: boolean;
  /** Waiting for data (buffering) while meant to play. */
  waiting: boolean;
  currentTime: number;
  /** NaN until known. */
  duration: number;
  /** End of the buffered range around the playhead, for the seek bar. */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  pictureInPicture: boolean;
}

const initial: MediaState = {
  paused: true,
  ended: false,
  waiting: false,
  currentTime: 0,
  duration: Number.NaN,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
  pictureInPicture: false,
};

function bufferedEnd(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let i = 0; i < buffered.length; i += 1) {
    if (buffered.start(i) <= currentTime + 0.5 && buffered.end(i) >= currentTime) return buffered.end(i);
  }
  return currentTime;
}

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'ended',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'progress',
  'volumechange',
  'seeking',
  'seeked',
  'emptied',
  'enterpictureinpicture',
  'leavepictureinpicture',
] as const;

export function readMediaState(video: HTMLVideoElement, waiting: boolean): MediaState {
  return {
    paused: video.paused,
    ended: video.ended,
    waiting: waiting && !video.paused,
    currentTime: video.currentTime,
    duration: video.duration,
    bufferedEnd: bufferedEnd(video),
    volume: video.volume,
    muted: video.muted,
    pictureInPicture: typeof document !== 'undefined' && document.pictureInPictureElement === video,
  };
}

/** The video element's state, re-rendered on its media events. */
export function useMediaState(video: HTMLVideoElement | null): MediaState {
  const [state, setState] = useState<MediaState>(initial);
  useEffect(() => {
    if (!video) return;
    let waiting = false;
    const onEvent = (event: Event) => {
      if (event.type === 'waiting') waiting = true;
      else if (['playing', 'pause', 'seeked', 'ended', 'emptied'].includes(event.type)) waiting = false;
      setState(readMediaState(video, waiting));
    };
    for (const type of EVENTS) video.addEventListener(type, onEvent);
    setState(readMediaState(video, waiting));
    return () => {
      for (const type of EVENTS) video.removeEventListener(type, onEvent);
    };
  }, [video]);
  return state;
}

/** True while `element` (or something inside it) is shown full screen. */
export function useIsFullscreen(element: HTMLElement | null): boolean {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    if (!element) return;
    const onChange = () => {
      const current = document.fullscreenElement;
      setFullscreen(!!current && (current === element || element.contains(current)));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  return fullscreen;
}
