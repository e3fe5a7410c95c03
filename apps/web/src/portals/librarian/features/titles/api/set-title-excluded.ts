import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LibrarianTitle } from '@filmhyllan/contract';
import { setTitleExcluded } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { librarianTitlesKey, type LibrarianCatalogue } from './get-librarian-titles';

export interface TitleExclusionInput {
  title_id: number;
  /** true: out of the library's catalogue; false: back in it. */
  excluded: boolean;
  /** With an episode: every episode of its series. */
  series: boolean;
}

export const postTitleExcluded = (input: TitleExclusionInput) => callEndpoint(setTitleExcluded, input);

/** Every exclusion call shares this key and runs after the one before it, so the server sees them in order. */
export const titleExclusionKey = ['librarian', 'set_title_excluded'] as const;

/** The cached titles a change concerns: the title, or with `series` every episode of its series. */
export function titlesOfChange(
  titles: readonly LibrarianTitle[],
  input: Pick<TitleExclusionInput, 'title_id' | 'series'>,
): LibrarianTitle[] {
  const title = titles.find((candidate) => candidate.id === input.title_id);
  if (!title) return [];
  if (!input.series || title.group_id === null) return [title];
  return titles.filter((candidate) => candidate.group_id === title.group_id);
}

/**
 * The catalogue with the given titles set to excluded or not, by id. Titles that already are so keep their
 * identity (their rows do not re-render); count, the titles patrons can see, follows each title that flips.
 */
export function withExcluded(
  catalogue: LibrarianCatalogue,
  changes: ReadonlyMap<number, boolean>,
): LibrarianCatalogue {
  let count = catalogue.count;
  let changed = false;
  const titles = catalogue.titles.map((title) => {
    const excluded = changes.get(title.id);
    if (excluded === undefined || excluded === title.excluded) return title;
    changed = true;
    count += excluded ? -1 : 1;
    return { ...title, excluded };
  });
  return changed ? { ...catalogue, titles, count } : catalogue;
}

function applyToCache(queryClient: QueryClient, changes: ReadonlyMap<number, boolean>): void {
  queryClient.setQueryData<LibrarianCatalogue>(librarianTitlesKey, (catalogue) =>
    catalogue ? withExcluded(catalogue, changes) : catalogue,
  );
}

interface ExclusionContext {
  /** Each changed title's state before the change, put back if the call fails. */
  previous: Map<number, boolean>;
}

/**
 * POST /librarian/librarian/set_title_excluded. My titles shows the change at once (optimistic): the title, or
 * every episode of its series, flips in the cached catalogue; the server's answer then sets the ids it names,
 * and a failure puts the titles back as they were. `onError` lets the screen say which title failed. A 5xx
 * opens the global popup as well (the outage popup for 502/503/504), a 4xx only the screen's message.
 */
export function useSetTitleExcluded({
  onError,
}: { onError?: (error: unknown, input: TitleExclusionInput) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: titleExclusionKey,
    scope: { id: 'librarian-title-exclusion' },
    mutationFn: postTitleExcluded,
    onMutate: async (input): Promise<ExclusionContext> => {
      // A refetch under way would answer the state before the change and overwrite it.
      await queryClient.cancelQueries({ queryKey: librarianTitlesKey });
      const catalogue = queryClient.getQueryData<LibrarianCatalogue>(librarianTitlesKey);
      const concerned = catalogue ? titlesOfChange(catalogue.titles, input) : [];
      const previous = new Map(concerned.map((title) => [title.id, title.excluded]));
      applyToCache(queryClient, new Map(concerned.map((title) => [title.id, input.excluded])));
      return { previous };
    },
    onSuccess: (answer) => {
      applyToCache(queryClient, new Map(answer.title_ids.map((id) => [id, answer.excluded])));
    },
    onError: (error, input, context) => {
      if (context) applyToCache(queryClient, context.previous);
      onError?.(error, input);
    },
  });
}
