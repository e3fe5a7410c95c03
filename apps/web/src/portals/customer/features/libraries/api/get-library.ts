import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLibrary } from '@filmhyllan/contract/client';
import { endpointQuery } from '@/lib/api-client';

export const libraryKey = (libraryId: number) => ['libraries', 'one', libraryId] as const;

export const libraryQueryOptions = (libraryId: number) =>
  queryOptions({
    queryKey: libraryKey(libraryId),
    ...endpointQuery(getLibrary, { library_id: libraryId }),
  });

/** One library with its budget state; disabled without an id. */
export const useLibrary = (libraryId: number | undefined) =>
  useQuery({ ...libraryQueryOptions(libraryId ?? 0), enabled: libraryId !== undefined && libraryId > 0 });
