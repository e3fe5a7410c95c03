import { describe, expect, it } from 'vitest';
import { menuKey, openingIndex } from './menu-keys';

const labels = ['Din profil', 'Inställningar', 'Hjälp', 'Logga ut'];

describe('openingIndex', () => {
  it('opens at the first item with ArrowDown, Enter and Space, at the last with ArrowUp', () => {
    expect(openingIndex('ArrowDown', 4)).toBe(0);
    expect(openingIndex('Enter', 4)).toBe(0);
    expect(openingIndex(' ', 4)).toBe(0);
    expect(openingIndex('ArrowUp', 4)).toBe(3);
  });

  it('ignores other keys and empty menus', () => {
    expect(openingIndex('a', 4)).toBeUndefined();
    expect(openingIndex('Escape', 4)).toBeUndefined();
    expect(openingIndex('ArrowDown', 0)).toBeUndefined();
  });
});

describe('menuKey', () => {
  it('moves with the arrows and wraps around', () => {
    expect(menuKey('ArrowDown', 0, labels)).toEqual({ action: 'move', index: 1 });
    expect(menuKey('ArrowDown', 3, labels)).toEqual({ action: 'move', index: 0 });
    expect(menuKey('ArrowUp', 0, labels)).toEqual({ action: 'move', index: 3 });
    expect(menuKey('ArrowUp', 2, labels)).toEqual({ action: 'move', index: 1 });
  });

  it('jumps with Home and End', () => {
    expect(menuKey('Home', 2, labels)).toEqual({ action: 'move', index: 0 });
    expect(menuKey('End', 1, labels)).toEqual({ action: 'move', index: 3 });
  });

  it('closes with Escape (focus back to the button) and Tab (focus moves on)', () => {
    expect(menuKey('Escape', 1, labels)).toEqual({ action: 'close', returnFocus: true });
    expect(menuKey('Tab', 1, labels)).toEqual({ action: 'close', returnFocus: false });
  });

  it('moves to the next item starting with a typed letter, ignoring case and wrapping', () => {
    expect(menuKey('l', 0, labels)).toEqual({ action: 'move', index: 3 });
    expect(menuKey('D', 3, labels)).toEqual({ action: 'move', index: 0 });
    expect(menuKey('i', 1, ['Inställningar', 'Hjälp', 'Inloggning'])).toEqual({ action: 'move', index: 2 });
    expect(menuKey('ä', 0, ['Din profil', 'Ändra'], 'sv')).toEqual({ action: 'move', index: 1 });
    expect(menuKey('x', 0, labels)).toEqual({ action: 'none' });
  });

  it('leaves other keys to the browser', () => {
    expect(menuKey('Enter', 0, labels)).toEqual({ action: 'none' });
    expect(menuKey('Shift', 0, labels)).toEqual({ action: 'none' });
    expect(menuKey(' ', 0, labels)).toEqual({ action: 'none' });
  });
});
