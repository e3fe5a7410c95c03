import type { Language, RunningLoan } from '@filmhyllan/contract';
import { chooseResumePosition, type LocalPosition } from '@/features/player';
import { displayName, displayNameLanguage } from './display-name';

/** One tile of the Continue watching row. */
export interface ContinueWatchingTile {
  loan: RunningLoan;
  /** 'Series [S1E2]: name' for an episode, by the display-name rule. */
  name: string;
  nameLang: Language | undefined;
  /** How much was watched, in whole percent (1-100); null when playback would start from the beginning. */
  percent: number | null;
  /** Milliseconds until the loan ends. */
  msLeft: number;
}

/**
 * The row's tiles: the loans still running at `now` (one that ended meanwhile leaves the row), with the progress
 * the player would resume from. That is the newer of this browser's position and the logged-in user's on the
 * server (the player's rule, chooseResumePosition), so the bar and the player never disagree; a film watched to
 * its end, or only its first seconds, shows no progress, since it would start over.
 */
export function continueWatchingTiles(
  loans: readonly RunningLoan[],
  now: number,
  language: Language,
  localPosition: (titleId: number) => LocalPosition | undefined,
): ContinueWatchingTile[] {
  return loans
    .filter((loan) => Date.parse(loan.ends_at) > now)
    .map((loan) => {
      const duration = loan.title.duration_seconds;
      const resume = chooseResumePosition(
        localPosition(loan.title_id),
        { position_seconds: loan.position_seconds, updated_at: loan.position_updated_at },
        duration,
      );
      const percent =
        resume > 0 && duration > 0 ? Math.min(100, Math.max(1, Math.round((resume / duration) * 100))) : null;
      return {
        loan,
        name: displayName(loan.title, language),
        nameLang: displayNameLanguage(loan.title, language),
        percent,
        msLeft: Date.parse(loan.ends_at) - now,
      };
    });
}

const HOUR_MS = 3_600_000;

/** The time left on a loan as the row says it: whole days from two days up, then hours, then minutes. */
export function timeLeftMessage(msLeft: number): { key: string; count: number } {
  if (msLeft >= 48 * HOUR_MS)
    return { key: 'continue_watching_days_left', count: Math.floor(msLeft / (24 * HOUR_MS)) };
  if (msLeft >= HOUR_MS) return { key: 'continue_watching_hours_left', count: Math.floor(msLeft / HOUR_MS) };
  return { key: 'continue_watching_minutes_left', count: Math.max(1, Math.ceil(msLeft / 60_000)) };
}
