import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { getRunningLoans } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export interface RunningLoansQuery {
  /** One library's loans; undefined: every library's (the front page). */
  libraryId: number | undefined;
  language: Language;
}

/** Its own root, not 'catalogue': the answer carries the caller's loans, and is refreshed when the login changes. */
export const runningLoansKey = ({ libraryId, language }: RunningLoansQuery) =>
  ['running-loans', language, libraryId ?? 'all'] as const;

export const fetchRunningLoans = ({ libraryId }: RunningLoansQuery, signal?: AbortSignal) =>
  callEndpoint(getRunningLoans, libraryId === undefined ? {} : { library_id: libraryId }, { signal });

export const runningLoansQueryOptions = (query: RunningLoansQuery) =>
  queryOptions({
    queryKey: runningLoansKey(query),
    queryFn: ({ signal }) => fetchRunningLoans(query, signal),
    // A loan made a moment ago, or a position saved on another device, belongs here: read it each time.
    staleTime: 0,
  });

/** The caller's running loans (this session's, and a logged-in user's from anywhere), for Continue watching. */
export const useRunningLoans = (query: RunningLoansQuery) => useQuery(runningLoansQueryOptions(query));
