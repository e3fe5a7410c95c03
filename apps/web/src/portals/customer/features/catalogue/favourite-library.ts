import { createContext, useContext } from 'react';

/**
 * The library a page's title cards add favourites from (add_favourite needs one: the favourites list links to
 * the title there). The library's pages provide it; without it (the front page, the viewing modes) cards have
 * no favourite toggle.
 */
const FavouriteLibraryContext = createContext<number | undefined>(undefined);

export const FavouriteLibraryProvider = FavouriteLibraryContext.Provider;

export const useFavouriteLibrary = (): number | undefined => useContext(FavouriteLibraryContext);
