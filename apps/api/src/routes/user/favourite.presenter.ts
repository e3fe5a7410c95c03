import type { Favourite, TitleSummary } from '@filmhyllan/contract';
import type { FavouriteEntry } from '../../modules/favourites/favourites.service';

/** Favourites on the wire (docs/decisions/027); the title is the catalogue's shared summary. */
export function presentFavouriteEntry(favourite: FavouriteEntry): Omit<Favourite, 'title'> {
  return { id: favourite.id, title_id: favourite.titleId, library_id: favourite.libraryId };
}

export function presentFavourite(favourite: FavouriteEntry & { title: TitleSummary }): Favourite {
  return { ...presentFavouriteEntry(favourite), title: favourite.title };
}
