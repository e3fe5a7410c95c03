import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PinFormat } from '@filmhyllan/contract';
import { getAllLibraries } from '@filmhyllan/contract/client';
import { callEndpoint, takeBootAnswer } from '@/lib/api-client';
import type { Country } from '@/lib/country';

export const allLibrariesKey = (country: Country) => ['libraries', 'all', country] as const;

export const fetchAllLibraries = (country: Country, signal?: AbortSignal) =>
  callEndpoint(getAllLibraries, { country }, { signal });

export const allLibrariesQueryOptions = (country: Country) =>
  queryOptions({
    queryKey: allLibrariesKey(country),
    queryFn: ({ signal }) => fetchAllLibraries(country, signal),
    initialData: () => takeBootAnswer(getAllLibraries, { country }),
    staleTime: 5 * 60_000,
  });

export const useAllLibraries = (country: Country) => useQuery(allLibrariesQueryOptions(country));

/** What each of the country's libraries' PINs look like (digits until the list is known). */
export function usePinFormatOf(country: Country): (libraryId: number | undefined) => PinFormat {
  const libraries = useAllLibraries(country).data?.libraries;
  return (libraryId) => libraries?.find((library) => library.id === libraryId)?.pin_format ?? 'digits';
}
