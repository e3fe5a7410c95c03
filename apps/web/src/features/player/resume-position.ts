import { appStorage, type AppStorage, type WatchTimes } from '@/lib/storage';

/** A position closer to the start than this is not worth resuming: start from the beginning. */
export const RESUME_MIN_SECONDS = 5;
/** A position this close to the end means the film was finished: start over next time. */
export const RESUME_END_MARGIN_SECONDS = 15;
/** How many titles' positions local storage keeps; the oldest are forgotten first. */
export const MAX_STORED_POSITIONS = 100;

export interface LocalPosition {
  seconds: number;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

export interface ServerPosition {
  position_seconds: number | null;
  updated_at: string | null;
}

/**
 * Where playback starts. The local position (this browser's last watch time) and, for a logged-in user, the
 * server's (saved from whichever device they watched on last): the newer one wins, the server's on a tie since it
 * follows the user across devices. Positions near the start or the end start from 0.
 * @param duration the film's length in seconds, when known.
 */
export function chooseResumePosition(
  local: LocalPosition | undefined,
  server: ServerPosition | undefined,
  duration?: number,
): number {
  const candidates: LocalPosition[] = [];
  if (local && Number.isFinite(local.seconds)) candidates.push(local);
  if (server?.position_seconds != null) {
    const savedAt = server.updated_at ? Date.parse(server.updated_at) : 0;
    candidates.push({ seconds: server.position_seconds, savedAt: Number.isNaN(savedAt) ? 0 : savedAt });
  }
  if (candidates.length === 0) return 0;
  // Stable order: the server's (pushed last) wins a tie.
  const newest = candidates.reduce((best, next) => (next.savedAt >= best.savedAt ? next : best));
  const seconds = Math.max(0, newest.seconds);
  if (seconds < RESUME_MIN_SECONDS) return 0;
  if (duration !== undefined && duration > 0 && seconds > duration - RESUME_END_MARGIN_SECONDS) return 0;
  return seconds;
}

/** The title's position in this browser (the spec's "last watch times"). */
export function readLocalPosition(
  titleId: number,
  storage: AppStorage = appStorage(),
): LocalPosition | undefined {
  const entry = storage.get('lastWatchTimes')?.[String(titleId)];
  return entry && typeof entry.seconds === 'number' ? entry : undefined;
}

/** Remembers the title's position; 0 (a finished film) forgets it. Keeps the newest MAX_STORED_POSITIONS. */
export function writeLocalPosition(
  titleId: number,
  seconds: number,
  now: number = Date.now(),
  storage: AppStorage = appStorage(),
): void {
  const times: WatchTimes = { ...storage.get('lastWatchTimes') };
  if (seconds <= 0) delete times[String(titleId)];
  else times[String(titleId)] = { seconds: Math.floor(seconds), savedAt: now };
  const kept = Object.entries(times)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_STORED_POSITIONS);
  storage.set('lastWatchTimes', Object.fromEntries(kept));
}
