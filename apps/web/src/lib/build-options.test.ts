import { describe, expect, it } from 'vitest';
import { readBuildOptions } from './build-options';

describe('readBuildOptions', () => {
  it('has the documented defaults', () => {
    expect(readBuildOptions({})).toEqual({
      languageSelector: true,
      childMode: false,
      childModeGenreId: 19,
      iosApp: false,
      hideUpcomingLibraryId: 82,
    });
    // Production mode is Vite's own build mode: no option of ours repeats it.
    expect(readBuildOptions({ PROD: true, VITE_PRODUCTION: '1' })).not.toHaveProperty('production');
  });

  it('reads flags and the hidden library', () => {
    const options = readBuildOptions({
      VITE_LANGUAGE_SELECTOR: 'false',
      VITE_CHILD_MODE: '1',
      VITE_IOS_APP: 'true',
      VITE_HIDE_UPCOMING_LIBRARY_ID: '7',
    });
    expect(options).toMatchObject({
      languageSelector: false,
      childMode: true,
      iosApp: true,
      hideUpcomingLibraryId: 7,
    });
    expect(readBuildOptions({ VITE_HIDE_UPCOMING_LIBRARY_ID: 'x' }).hideUpcomingLibraryId).toBe(82);
  });
});
