import { useEffect, useState } from 'react';

/** The player warns this long before the loan ends. */
export const LOAN_ENDING_WARNING_MS = 10 * 60 * 1000;

/**
 * - running:     more than ten minutes left.
 * - ending-soon: ten minutes or less: the player warns.
 * - ended:       no new playback; a film already playing may be finished (the server serves its segments for
 *                the loan's end plus the title's duration).
 */
export type LoanPhase = 'running' | 'ending-soon' | 'ended';

export function loanPhase(endsAt: string, now: number): LoanPhase {
  const left = Date.parse(endsAt) - now;
  if (!(left > 0)) return 'ended';
  return left <= LOAN_ENDING_WARNING_MS ? 'ending-soon' : 'running';
}

/** Milliseconds left on a loan, never below 0. */
export const loanTimeLeft = (endsAt: string, now: number): number => Math.max(0, Date.parse(endsAt) - now);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Time left as people say it: '3 d 5 h' from three days, '47 h 12 min', '48 h', '9 min', 'less than a minute'. Numbers go to ICU as text (it would group 4-digit numbers).
 */
export function formatTimeLeft(t: Translate, ms: number): string {
  if (ms < 60_000) return t('time_left_less_than_minute');
  // Whole minutes left; in the last hour rounded up, so '1 min' shows until the last minute has begun.
  const minutes = ms < 3_600_000 ? Math.ceil(ms / 60_000) : Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours >= 72) {
    return t('time_left_days_hours', { days: String(Math.floor(hours / 24)), hours: String(hours % 24) });
  }
  if (hours > 0 && minutes % 60 === 0) return t('time_left_hours', { hours: String(hours) });
  if (hours > 0) return t('duration_hours_minutes', { hours: String(hours), minutes: String(minutes % 60) });
  return t('duration_minutes', { minutes: String(minutes) });
}

/** The current time, updated every `intervalMs`, for clocks that count down. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
