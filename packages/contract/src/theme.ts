import { z } from 'zod';
import { THEME_PAGE_TITLES, THEME_ROW_TITLES, THEMES_PAGE_SIZE } from './values';
import { CountryIso, Id, NumTitles, Page } from './common';
import { defineEndpoint } from './endpoint';
import * as routes from './routes';
import { TitleSummary } from './title-entities';

/** A curated row of titles with a heading. */
export const Theme = z.object({
  theme_id: z.number().int(),
  /** The library the theme belongs to; null for a theme shown in every library of its country. */
  library_id: z.number().int().nullable(),
  /** In the request's language (X-App-Language), English as the fallback. */
  heading: z.string(),
  /** The first num_titles titles of the theme that are in the library's catalogue, in the theme's order. */
  titles: z.array(TitleSummary),
  /** All of the theme's titles in the library's catalogue, for a 'see all' link. */
  title_count: z.number().int(),
});
export type Theme = z.infer<typeof Theme>;

export const getThemes = defineEndpoint({
  ...routes.getThemes,
  tag: 'library',
  summary: 'A page of the themes shown in a library',
  cache: 'revalidate',
  description:
    `Pages of ${THEMES_PAGE_SIZE} themes (THEMES_PAGE_SIZE), first page 1; num_titles is the number of titles ` +
    `in each theme (${THEME_ROW_TITLES} by default, at most 50). The themes are the library's own lists in ` +
    "schedule today (its librarians' save_list, in their order; docs/decisions/061) or, for a library with none, " +
    "the country's shared ones in their configured order; themes with no title in the library's catalogue " +
    '(child mode and licence windows applied) are left out. A heading missing in the language is given in ' +
    'English, else in the language it has. count is the number of themes on all pages.',
  errors: ['LIBRARY_NOT_FOUND'],
  request: z.object({
    library_id: Id,
    country_iso: CountryIso,
    page: Page,
    num_titles: NumTitles(THEME_ROW_TITLES, 50),
  }),
  response: z.object({ themes: z.array(Theme), count: z.number().int() }),
});

export const getTheme = defineEndpoint({
  ...routes.getTheme,
  tag: 'library',
  summary: 'One theme with its titles',
  cache: 'revalidate',
  description:
    `num_titles of its titles (${THEME_PAGE_TITLES} by default, at most 100). THEME_NOT_FOUND when the theme ` +
    'is not one get_themes shows in the library today.',
  errors: ['THEME_NOT_FOUND', 'LIBRARY_NOT_FOUND'],
  request: z.object({
    theme_id: Id,
    library_id: Id,
    country_iso: CountryIso,
    num_titles: NumTitles(THEME_PAGE_TITLES),
  }),
  response: z.object({ theme: Theme }),
});
