/** What the player's keyboard shortcuts do. */
export type PlayerShortcut =
  | 'togglePlay'
  | 'toggleFullscreen'
  | 'toggleMute'
  | 'cycleSubtitles'
  | 'back'
  | 'forward'
  | 'toStart'
  | 'toEnd'
  | 'slower'
  | 'faster'
  | 'showHelp';

/**
 * Where a key was pressed:
 * - seek:   the seek bar (arrows move 10 s, Home/End jump).
 * - range:  another slider (volume): arrows are its own.
 * - button: a button: Space and Enter press it.
 * - menu:   an open menu: its keys are its own.
 * - other:  the video or the player itself.
 */
export type ShortcutTarget = 'seek' | 'range' | 'button' | 'menu' | 'other';

/** Seconds an arrow key moves. */
export const SEEK_STEP_SECONDS = 10;

/**
 * The player's shortcuts (when focus is in the player): Space or K play and pause, F full screen, M mute,
 * C cycles the subtitles, arrows move 10 s, Home and End jump to the start and the end, < and > change the speed
 * and ? shows them all (shortcutHelp). Keys with Ctrl, Alt or Meta are the browser's.
 */
export function shortcutFor(
  key: string,
  target: ShortcutTarget,
  modifiers: { ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {},
): PlayerShortcut | null {
  if (modifiers.ctrlKey || modifiers.altKey || modifiers.metaKey || target === 'menu') return null;
  switch (key) {
    case ' ':
    case 'Spacebar':
      return target === 'button' || target === 'range' ? null : 'togglePlay';
    case 'k':
    case 'K':
      return 'togglePlay';
    case 'f':
    case 'F':
      return 'toggleFullscreen';
    case 'm':
    case 'M':
      return 'toggleMute';
    case 'c':
    case 'C':
      return 'cycleSubtitles';
    case 'ArrowLeft':
      return target === 'range' ? null : 'back';
    case 'ArrowRight':
      return target === 'range' ? null : 'forward';
    case 'ArrowDown':
      return target === 'seek' ? 'back' : null;
    case 'ArrowUp':
      return target === 'seek' ? 'forward' : null;
    case 'Home':
      return target === 'range' ? null : 'toStart';
    case 'End':
      return target === 'range' ? null : 'toEnd';
    case '<':
      return 'slower';
    case '>':
      return 'faster';
    case '?':
      return 'showHelp';
    default:
      return null;
  }
}

/** The next subtitle track when C is pressed: off, then each track in turn, then off again. */
export const nextSubtitleTrack = (current: number, count: number): number =>
  count === 0 ? -1 : current + 1 >= count ? -1 : current + 1;

/**
 * The shortcuts as the help (?) lists them: the keys, each a translation key where the key has a name
 * (player_key_*) or the character itself, and what they do (player_shortcut_*).
 */
export const shortcutHelp: readonly { keys: readonly string[]; action: PlayerShortcut }[] = [
  { keys: ['player_key_space', 'K'], action: 'togglePlay' },
  { keys: ['player_key_left'], action: 'back' },
  { keys: ['player_key_right'], action: 'forward' },
  { keys: ['Home'], action: 'toStart' },
  { keys: ['End'], action: 'toEnd' },
  { keys: ['M'], action: 'toggleMute' },
  { keys: ['C'], action: 'cycleSubtitles' },
  { keys: ['<'], action: 'slower' },
  { keys: ['>'], action: 'faster' },
  { keys: ['F'], action: 'toggleFullscreen' },
  { keys: ['?'], action: 'showHelp' },
];
