import type { Theme } from '@filmhyllan/contract';
import type { ThemeShelf } from '../../modules/catalogue/catalogue.service';

/** A theme on the wire (docs/decisions/027); its title summaries are the catalogue's shared ones. */
export function presentTheme(theme: ThemeShelf): Theme {
  return {
    theme_id: theme.id,
    library_id: theme.libraryId,
    heading: theme.heading,
    titles: theme.titles,
    title_count: theme.titleCount,
  };
}
