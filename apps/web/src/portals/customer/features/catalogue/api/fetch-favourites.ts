import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { fetchFavourite } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/**
 * The logged-in user's favourites. Not under the catalogue key: the list belongs to the user (it is dropped at
 * logout with everything else that depends on the login). The titles' texts come in the interface language.
 */
export const favouritesKey = (language: Language) => ['favourites', language] as const;
/** Every language's favourites list, for invalidating them all. */
export const allFavouritesKey = ['favourites'] as const;

export const fetchFavourites = (signal?: AbortSignal) => callEndpoint(fetchFavourite, {}, { signal });

export const favouritesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: favouritesKey(language),
    queryFn: ({ signal }) => fetchFavourites(signal),
  });

/** The favourites, newest first; only asked for while someone is logged in. */
export const useFavourites = (language: Language, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...favouritesQueryOptions(language), enabled });
