import type { QueryClient } from '@tanstack/react-query';
import type { SavedCardRef, UserData } from '@filmhyllan/contract';
import { catalogueKey } from '../../features/catalogue/api/catalogue-keys';
import { userDataKey } from '../../features/loans/api/get-user-data';

/** The root of the library list keys (libraries/api): the list carries user_libraries, the user's cards. */
const librariesRoot = ['libraries'] as const;

/**
 * After a card is saved in the account (or removed): spec section 4, "loan information is refreshed". The
 * user's saved cards are replaced at once from the answer; then everything that shows loans or cards loads
 * again — the user data, the library lists ("your libraries") and the title pages (num_loans_left of the saved
 * card). Other catalogue results do not depend on cards and stay.
 */
export function refreshAfterCardChange(queryClient: QueryClient, cards: SavedCardRef[]): Promise<unknown> {
  // The spec's user data names the saved cards inventories.
  queryClient.setQueryData<UserData>(userDataKey, (data) => (data ? { ...data, inventories: cards } : data));
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userDataKey }),
    queryClient.invalidateQueries({ queryKey: librariesRoot }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === catalogueKey[0] && queryKey[2] === 'title',
    }),
  ]);
}
