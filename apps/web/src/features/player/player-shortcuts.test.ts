import { describe, expect, it } from 'vitest';
import { formatClock } from './format-time';
import { formatTimeLeft, loanPhase } from './loan-clock';
import { nextSubtitleTrack, shortcutFor, shortcutHelp } from './player-shortcuts';

describe('shortcutFor', () => {
  it('maps the player keys', () => {
    expect(shortcutFor(' ', 'other')).toBe('togglePlay');
    expect(shortcutFor('k', 'button')).toBe('togglePlay');
    expect(shortcutFor('f', 'other')).toBe('toggleFullscreen');
    expect(shortcutFor('M', 'other')).toBe('toggleMute');
    expect(shortcutFor('c', 'button')).toBe('cycleSubtitles');
    expect(shortcutFor('ArrowLeft', 'seek')).toBe('back');
    expect(shortcutFor('ArrowRight', 'other')).toBe('forward');
    expect(shortcutFor('Home', 'seek')).toBe('toStart');
    expect(shortcutFor('End', 'seek')).toBe('toEnd');
    expect(shortcutFor('<', 'other')).toBe('slower');
    expect(shortcutFor('>', 'button')).toBe('faster');
    expect(shortcutFor('?', 'other')).toBe('showHelp');
    expect(shortcutFor('?', 'menu')).toBeNull();
  });

  it('lists every shortcut in the help, each with its translation key', () => {
    const actions = shortcutHelp.map((entry) => entry.action);
    expect(new Set(actions).size).toBe(actions.length);
    for (const { keys, action } of shortcutHelp) {
      for (const key of keys) {
        const pressed = {
          player_key_space: ' ',
          player_key_left: 'ArrowLeft',
          player_key_right: 'ArrowRight',
        }[key];
        expect(shortcutFor(pressed ?? key, 'other'), key).toBe(action);
      }
    }
  });

  it('leaves buttons, sliders, menus and browser shortcuts alone', () => {
    expect(shortcutFor(' ', 'button')).toBeNull();
    expect(shortcutFor('ArrowLeft', 'range')).toBeNull();
    expect(shortcutFor('ArrowUp', 'other')).toBeNull();
    expect(shortcutFor('k', 'menu')).toBeNull();
    expect(shortcutFor('f', 'other', { ctrlKey: true })).toBeNull();
  });
});

describe('nextSubtitleTrack', () => {
  it('cycles off, each track, off', () => {
    expect(nextSubtitleTrack(-1, 3)).toBe(0);
    expect(nextSubtitleTrack(0, 3)).toBe(1);
    expect(nextSubtitleTrack(2, 3)).toBe(-1);
    expect(nextSubtitleTrack(-1, 0)).toBe(-1);
  });
});

describe('clocks', () => {
  const t = (key: string, values?: Record<string, unknown>) =>
    `${key}${values ? JSON.stringify(values) : ''}`;

  it('formats playback times', () => {
    expect(formatClock(7.9)).toBe('0:07');
    expect(formatClock(754)).toBe('12:34');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('formats the time left on a loan', () => {
    expect(formatTimeLeft(t, 47 * 3600_000 + 12 * 60_000)).toBe(
      'duration_hours_minutes{"hours":"47","minutes":"12"}',
    );
    expect(formatTimeLeft(t, 9 * 60_000 + 1)).toBe('duration_minutes{"minutes":"10"}');
    expect(formatTimeLeft(t, 48 * 3600_000 + 30_000)).toBe('time_left_hours{"hours":"48"}');
    expect(formatTimeLeft(t, 48 * 3600_000 - 30_000)).toBe(
      'duration_hours_minutes{"hours":"47","minutes":"59"}',
    );
    expect(formatTimeLeft(t, 30_000)).toBe('time_left_less_than_minute');
    expect(formatTimeLeft(t, 80 * 3600_000)).toBe('time_left_days_hours{"days":"3","hours":"8"}');
  });

  it('warns ten minutes before the loan ends', () => {
    const end = '2026-03-01T12:00:00Z';
    expect(loanPhase(end, Date.parse('2026-03-01T11:49:59Z'))).toBe('running');
    expect(loanPhase(end, Date.parse('2026-03-01T11:50:00Z'))).toBe('ending-soon');
    expect(loanPhase(end, Date.parse('2026-03-01T12:00:00Z'))).toBe('ended');
  });
});
