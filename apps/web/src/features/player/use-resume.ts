import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatchPosition } from './api/get-watch-position';
import { useSaveWatchPosition } from './api/save-watch-position';
import { chooseResumePosition, readLocalPosition, writeLocalPosition } from './resume-position';
import type { ProgressEvent } from './use-progress-reports';

/** Local storage is written at most this often while playing (and always on pause, close and page hide). */
export const LOCAL_SAVE_INTERVAL_MS = 5_000;
/** The server is told at most this often while playing (and always on pause). */
export const SERVER_SAVE_INTERVAL_MS = 15_000;

export interface Resume {
  /** False while the logged-in user's server position is still on its way. */
  ready: boolean;
  /** Where to start, in seconds. */
  startPosition: number;
  /** Give this the player's progress. */
  onProgress(seconds: number, event: ProgressEvent): void;
}

/**
 * Resume for one title: where to start (this browser's last watch time, or the logged-in user's position on the
 * server when that is newer), and saving as the film plays: local storage every 5 s, on pause and when the page
 * is left; for a logged-in user also the server every 15 s while playing and on pause. A finished film is
 * forgotten, so it starts from the beginning next time.
 */
export function useResume(titleId: number, loggedIn: boolean): Resume {
  const server = useWatchPosition(titleId, loggedIn);
  const { mutate: saveOnServer } = useSaveWatchPosition();
  // This browser's position as it was when the player opened; our own saves must not move the start.
  const [local] = useState(() => readLocalPosition(titleId));
  const ready = !loggedIn || !server.isPending;
  const startPosition = ready ? chooseResumePosition(local, loggedIn ? server.data : undefined) : 0;

  const lastLocalSave = useRef(0);
  const lastServerSave = useRef(Date.now());
  const lastSeconds = useRef<number | null>(null);

  const onProgress = useCallback(
    (seconds: number, event: ProgressEvent) => {
      const now = Date.now();
      if (event === 'ended') {
        lastSeconds.current = null;
        writeLocalPosition(titleId, 0, now);
        if (loggedIn) saveOnServer({ titleId, seconds: 0 });
        return;
      }
      lastSeconds.current = seconds;
      if (event === 'pause' || now - lastLocalSave.current >= LOCAL_SAVE_INTERVAL_MS) {
        lastLocalSave.current = now;
        writeLocalPosition(titleId, seconds, now);
      }
      if (loggedIn && (event === 'pause' || now - lastServerSave.current >= SERVER_SAVE_INTERVAL_MS)) {
        lastServerSave.current = now;
        saveOnServer({ titleId, seconds });
      }
    },
    [titleId, loggedIn, saveOnServer],
  );

  // A reload or a closed tab while playing: keep the exact position in this browser.
  useEffect(() => {
    const onPageHide = () => {
      if (lastSeconds.current !== null) writeLocalPosition(titleId, lastSeconds.current);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [titleId]);

  return { ready, startPosition, onProgress };
}
