import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMarcFeed, rotateMarcFeed } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Librarian query keys start with 'librarian' (the logout forgets them all). */
export const marcFeedKey = ['librarian', 'marc-feed'] as const;

export const marcFeedQueryOptions = () =>
  queryOptions({
    queryKey: marcFeedKey,
    queryFn: ({ signal }) => callEndpoint(getMarcFeed, {}, { signal }),
    select: (data) => data.feed,
  });

/** The library's MARC feed addresses, null before the first (GET /librarian/librarian/get_marc_feed). */
export const useMarcFeed = () => useQuery(marcFeedQueryOptions());

/** rotate_marc_feed: new addresses, the old ones stop working; the answer replaces the cached feed. */
export function useRotateMarcFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(rotateMarcFeed, {}),
    onSuccess: (data) =>
      queryClient.setQueryData(marcFeedQueryOptions().queryKey, (old) => old && { ...old, feed: data.feed }),
  });
}
