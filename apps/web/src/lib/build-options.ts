/**
 * Build-time options (spec section 1), set as Vite environment variables when building. The spec's "production
 * mode" is Vite's own build mode (`vite build`, import.meta.env.PROD): it alone decides the minified build and
 * React's production build, so no flag of ours repeats it (docs/decisions/030).
 *   VITE_LANGUAGE_SELECTOR=0         hide the language selector (shown by default)
 *   VITE_CHILD_MODE=1                child mode: the children's genre (19) is applied to every catalogue query
 *   VITE_IOS_APP=1                   built for the iOS app's web view
 *   VITE_HIDE_UPCOMING_LIBRARY_ID=82 the library whose upcoming titles are hidden
 * The spec's cast receiver application is no build option here: it is the server's CAST_RECEIVER_APP_ID, which the
 * pages' CSP must agree with and the player learns from the site configuration (docs/decisions/060).
 * This is the only module that reads import.meta.env.
 */

import { CHILDREN_GENRE_ID } from '@filmhyllan/contract/client';

export const PRODUCT_NAME = 'Filmhyllan';

/** The genre every query is limited to in child mode: the contract's children's genre, as the server lends it. */
export const CHILD_MODE_GENRE_ID = CHILDREN_GENRE_ID;

export interface BuildOptions {
  languageSelector: boolean;
  childMode: boolean;
  childModeGenreId: number;
  iosApp: boolean;
  hideUpcomingLibraryId: number;
}

type Env = Partial<Record<string, string | boolean | undefined>>;

function flag(value: string | boolean | undefined, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function positiveInt(value: string | boolean | undefined, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readBuildOptions(env: Env): BuildOptions {
  return {
    languageSelector: flag(env.VITE_LANGUAGE_SELECTOR, true),
    childMode: flag(env.VITE_CHILD_MODE, false),
    childModeGenreId: CHILD_MODE_GENRE_ID,
    iosApp: flag(env.VITE_IOS_APP, false),
    hideUpcomingLibraryId: positiveInt(env.VITE_HIDE_UPCOMING_LIBRARY_ID, 82),
  };
}

export const buildOptions: BuildOptions = readBuildOptions(import.meta.env as unknown as Env);
