import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PinFormat } from '@filmhyllan/contract';
import { getAllLibraries } from '@filmhyllan/contract/client';
import { endpointQuery } from '@/lib/api-client';
import type { Country } from '@/lib/country';

export const allLibrariesKey = (country: Country) => ['libraries', 'all', country] as const;

export const allLibrariesQueryOptions = (country: Country) =>
  queryOptions({
    queryKey: allLibrariesKey(country),
    ...endpointQuery(getAllLibraries, { country }),
    staleTime: 5 * 60_000,
  });

export const useAllLibraries = (country: Country) => useQuery(allLibrariesQueryOptions(country));

/** What each of the country's libraries' PINs look like (digits until the list is known). */
export function usePinFormatOf(country: Country): (libraryId: number | undefined) => PinFormat {
  const libraries = useAllLibraries(country).data?.libraries;
  return (libraryId) => libraries?.find((library) => library.id === libraryId)?.pin_format ?? 'digits';
}
