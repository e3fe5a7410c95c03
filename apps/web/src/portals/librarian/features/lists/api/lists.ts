import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import {
  deleteList,
  getLists,
  getSearchSuggestions,
  reorderLists,
  saveList,
} from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

/** Librarian query keys start with 'librarian' (the logout forgets them all). */
export const listsKey = ['librarian', 'lists'] as const;

export const listsQueryOptions = () =>
  queryOptions({
    queryKey: listsKey,
    queryFn: ({ signal }) => callEndpoint(getLists, {}, { signal }),
    select: (data) => data.lists,
  });

/** The library's own lists in their order (GET /librarian/librarian/get_lists). */
export const useLibrarianLists = () => useQuery(listsQueryOptions());

export type SaveListInput = EndpointInput<typeof saveList>;

/** save_list, delete_list and reorder_lists; each reads the lists again once it has answered. */
export function useListChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: listsKey });
  return {
    save: useMutation({ mutationFn: (input: SaveListInput) => callEndpoint(saveList, input), onSuccess }),
    remove: useMutation({
      mutationFn: (listId: number) => callEndpoint(deleteList, { list_id: listId }),
      onSuccess,
    }),
    reorder: useMutation({
      mutationFn: (listIds: number[]) => callEndpoint(reorderLists, { list_ids: `[${listIds.join(',')}]` }),
      onSuccess,
    }),
  };
}

/** Titles and series of the library's catalogue whose names match `search` (get_search_suggestions). */
export function useTitleMatches(libraryId: number | undefined, language: Language, search: string) {
  return useQuery({
    queryKey: ['librarian', 'list-title-matches', libraryId, language, search] as const,
    queryFn: ({ signal }) =>
      callEndpoint(getSearchSuggestions, { library_id: libraryId!, locale: language, search }, { signal }),
    select: (data) =>
      data.suggestions.filter((suggestion) => suggestion.kind !== 'person' && suggestion.title_id),
    enabled: libraryId !== undefined && search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
