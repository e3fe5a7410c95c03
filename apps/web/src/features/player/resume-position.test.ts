import { describe, expect, it } from 'vitest';
import { createStorage, storageKeys } from '@/lib/storage';
import {
  chooseResumePosition,
  MAX_STORED_POSITIONS,
  readLocalPosition,
  RESUME_END_MARGIN_SECONDS,
  writeLocalPosition,
} from './resume-position';

const at = (iso: string) => Date.parse(iso);

describe('chooseResumePosition', () => {
  it('starts from 0 without any saved position', () => {
    expect(chooseResumePosition(undefined, undefined)).toBe(0);
    expect(chooseResumePosition(undefined, { position_seconds: null, updated_at: null })).toBe(0);
  });

  it('uses the local position of an anonymous patron', () => {
    expect(chooseResumePosition({ seconds: 754, savedAt: at('2026-03-01T10:00:00Z') }, undefined)).toBe(754);
  });

  it("takes the server's position when it is newer (watched on another device since)", () => {
    const local = { seconds: 120, savedAt: at('2026-03-01T10:00:00Z') };
    const server = { position_seconds: 1800, updated_at: '2026-03-02T20:00:00Z' };
    expect(chooseResumePosition(local, server)).toBe(1800);
  });

  it("keeps this browser's position when it is newer than the server's", () => {
    const local = { seconds: 2400, savedAt: at('2026-03-03T10:00:00Z') };
    const server = { position_seconds: 1800, updated_at: '2026-03-02T20:00:00Z' };
    expect(chooseResumePosition(local, server)).toBe(2400);
  });

  it('lets the server win a tie, and its position alone is enough', () => {
    const when = '2026-03-02T20:00:00.000Z';
    expect(
      chooseResumePosition({ seconds: 100, savedAt: at(when) }, { position_seconds: 200, updated_at: when }),
    ).toBe(200);
    expect(chooseResumePosition(undefined, { position_seconds: 300, updated_at: when })).toBe(300);
  });

  it('starts over near the start and at the end of the film', () => {
    expect(chooseResumePosition({ seconds: 3, savedAt: 1 }, undefined)).toBe(0);
    const duration = 5400;
    expect(
      chooseResumePosition(
        { seconds: duration - RESUME_END_MARGIN_SECONDS + 1, savedAt: 1 },
        undefined,
        duration,
      ),
    ).toBe(0);
    expect(chooseResumePosition({ seconds: duration - 60, savedAt: 1 }, undefined, duration)).toBe(
      duration - 60,
    );
  });
});

describe('local watch times', () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      values,
      storage: createStorage(() => ({
        getItem: (key) => values.get(key) ?? null,
        setItem: (key, value) => void values.set(key, value),
        removeItem: (key) => void values.delete(key),
      })),
    };
  };

  it('keeps whole seconds per title under the spec key and forgets a finished film', () => {
    const { values, storage: s } = storage();
    writeLocalPosition(7, 61.8, 1000, s);
    expect(JSON.parse(values.get(storageKeys.lastWatchTimes)!)).toEqual({
      '7': { seconds: 61, savedAt: 1000 },
    });
    expect(readLocalPosition(7, s)).toEqual({ seconds: 61, savedAt: 1000 });
    writeLocalPosition(7, 0, 2000, s);
    expect(readLocalPosition(7, s)).toBeUndefined();
  });

  it(`keeps only the ${MAX_STORED_POSITIONS} most recent titles`, () => {
    const { storage: s } = storage();
    for (let id = 1; id <= MAX_STORED_POSITIONS + 5; id += 1) writeLocalPosition(id, 100, id, s);
    expect(readLocalPosition(1, s)).toBeUndefined();
    expect(readLocalPosition(5, s)).toBeUndefined();
    expect(readLocalPosition(6, s)).toEqual({ seconds: 100, savedAt: 6 });
    expect(Object.keys(s.get('lastWatchTimes')!)).toHaveLength(MAX_STORED_POSITIONS);
  });
});
