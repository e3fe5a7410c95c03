import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedCardRef } from '@filmhyllan/contract';
import { removeSavedCard } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { savedCardsKey, type fetchSavedCards } from './get-saved-cards';

type SavedCards = Awaited<ReturnType<typeof fetchSavedCards>>;

export const postRemoveSavedCard = (libraryId: number) =>
  callEndpoint(removeSavedCard, { library_id: libraryId });

/**
 * Removes the saved card of a library. The card leaves the profile's list at once; then `onCardsChanged` (the
 * same refresh as after a card is saved, composed by the route) reads the loan information again wherever it is
 * shown (spec section 4). A failure is shown beside the card: errorExempt.
 */
export const useRemoveSavedCard = (onCardsChanged: (cards: SavedCardRef[]) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRemoveSavedCard,
    onSuccess: (answer, libraryId) => {
      queryClient.setQueryData<SavedCards>(savedCardsKey, (old) =>
        old ? { inventories: old.inventories.filter((card) => card.library_id !== libraryId) } : old,
      );
      // Not awaited: the patron sees the card gone now, not after every list has been read again.
      onCardsChanged(answer.inventories);
    },
    meta: { errorExempt: true },
  });
};
