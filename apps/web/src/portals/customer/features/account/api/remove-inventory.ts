import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeInventory } from '@filmhyllan/contract';
import { callEndpoint } from '@/lib/api-client';
import { savedCardsKey, type fetchSavedCards } from './get-inventories';

type SavedCards = Awaited<ReturnType<typeof fetchSavedCards>>;

export const postRemoveInventory = (libraryId: number) =>
  callEndpoint(removeInventory, { library_id: libraryId });

/**
 * Removes the saved card of a library. The card leaves the profile's list at once; then the loan information is
 * read again wherever it is shown (spec section 4): the user's data and saved cards (every key under ['user'])
 * and the library list, whose "your libraries" group and budget flags come from saved cards (every key under
 * ['libraries']). A failure is shown beside the card: errorExempt.
 */
export const useRemoveInventory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRemoveInventory,
    onSuccess: (_answer, libraryId) => {
      queryClient.setQueryData<SavedCards>(savedCardsKey, (old) =>
        old ? { inventories: old.inventories.filter((card) => card.library_id !== libraryId) } : old,
      );
      // Not awaited: the patron sees the card gone now, not after every list has been read again.
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      void queryClient.invalidateQueries({ queryKey: ['libraries'] });
    },
    meta: { errorExempt: true },
  });
};
