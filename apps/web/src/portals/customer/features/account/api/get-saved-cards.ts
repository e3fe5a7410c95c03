import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSavedCards } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/**
 * The saved cards with their loans left. The key sits under the user's data (['user', 'data'], get_user_data),
 * so whatever refreshes that after a card is added or a loan is made refreshes these too.
 */
export const savedCardsKey = ['user', 'data', 'saved-cards'] as const;

export const fetchSavedCards = (signal?: AbortSignal) => callEndpoint(getSavedCards, {}, { signal });

export const savedCardsQueryOptions = () =>
  queryOptions({
    queryKey: savedCardsKey,
    queryFn: ({ signal }) => fetchSavedCards(signal),
    // Loans left change with every loan, here or on another device: read them each time the profile opens.
    staleTime: 0,
  });

export const useSavedCards = () => useQuery(savedCardsQueryOptions());
