/**
 * Keyboard rules of the menu button pattern (WAI-ARIA Authoring Practices, "Menu Button"), as pure functions
 * so they can be tested without a browser.
 */

/** Which item a key on the closed menu's button opens the menu at; undefined for other keys. */
export function openingIndex(key: string, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown' || key === 'Enter' || key === ' ') return 0;
  if (key === 'ArrowUp') return count - 1;
  return undefined;
}

export type MenuKeyResult =
  | { action: 'move'; index: number }
  /** Escape gives focus back to the button; Tab lets it move on to the next control. */
  | { action: 'close'; returnFocus: boolean }
  | { action: 'none' };

/**
 * What a key does in an open menu whose item `current` has focus: arrows move (and wrap), Home and End jump,
 * a letter moves to the next item starting with it, Escape and Tab close.
 */
export function menuKey(
  key: string,
  current: number,
  labels: readonly string[],
  locale?: string,
): MenuKeyResult {
  const count = labels.length;
  if (count === 0) return key === 'Escape' ? { action: 'close', returnFocus: true } : { action: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { action: 'move', index: (current + 1) % count };
    case 'ArrowUp':
      return { action: 'move', index: (current - 1 + count) % count };
    case 'Home':
    case 'PageUp':
      return { action: 'move', index: 0 };
    case 'End':
    case 'PageDown':
      return { action: 'move', index: count - 1 };
    case 'Escape':
      return { action: 'close', returnFocus: true };
    case 'Tab':
      return { action: 'close', returnFocus: false };
  }
  if ([...key].length === 1 && key.trim() !== '') {
    const letter = key.toLocaleLowerCase(locale);
    for (let step = 1; step <= count; step += 1) {
      const index = (current + step) % count;
      if (labels[index]?.trim().toLocaleLowerCase(locale).startsWith(letter))
        return { action: 'move', index };
    }
  }
  return { action: 'none' };
}
