import { describe, expect, it } from 'vitest';
import { createStorage, FAILURE_COUNTER_THRESHOLD, storageKeys } from './storage';

function fakeLocalStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('createStorage', () => {
  it('stores typed values as JSON under the stable key names', () => {
    const backing = fakeLocalStorage();
    const storage = createStorage(() => backing);
    storage.set('lastSelectedLibrary', 42);
    storage.set('userLanguage', 'fi');
    storage.set('lastWatchTimes', { '7': { seconds: 61.5, savedAt: 1 } });
    expect(storage.isFallback).toBe(false);
    expect(backing.values.get('filmhyllan.last_selected_library')).toBe('42');
    expect(backing.values.get(storageKeys.userLanguage)).toBe('"fi"');
    expect(storage.get('lastWatchTimes')).toEqual({ '7': { seconds: 61.5, savedAt: 1 } });
    storage.remove('lastSelectedLibrary');
    expect(storage.get('lastSelectedLibrary')).toBeUndefined();
  });

  it('falls back to memory when reading localStorage throws', () => {
    const storage = createStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage.isFallback).toBe(true);
    storage.set('everLoggedInAsLibrarian', true);
    expect(storage.get('everLoggedInAsLibrarian')).toBe(true);
  });

  it('falls back to memory when writing throws (quota exceeded)', () => {
    const backing = fakeLocalStorage();
    let full = false;
    const storage = createStorage(() => ({
      ...backing,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        backing.setItem(key, value);
      },
    }));
    expect(storage.isFallback).toBe(false);
    full = true;
    storage.set('lastSelectedLibrary', 5);
    expect(storage.isFallback).toBe(true);
    expect(storage.get('lastSelectedLibrary')).toBe(5);
  });

  it('ignores values that are not JSON', () => {
    const backing = fakeLocalStorage();
    backing.values.set(storageKeys.lastSelectedLibrary, '{broken');
    expect(createStorage(() => backing).get('lastSelectedLibrary')).toBeUndefined();
  });

  it('the failure counter only counts from the threshold on', () => {
    const storage = createStorage(() => fakeLocalStorage());
    for (let i = 1; i < FAILURE_COUNTER_THRESHOLD; i += 1) expect(storage.countFailure()).toBe(0);
    expect(storage.countFailure()).toBe(FAILURE_COUNTER_THRESHOLD);
    expect(storage.failureCount()).toBe(FAILURE_COUNTER_THRESHOLD);
    storage.resetFailures();
    expect(storage.failureCount()).toBe(0);
  });
});
