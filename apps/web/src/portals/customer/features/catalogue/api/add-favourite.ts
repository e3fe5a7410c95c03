import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavourite } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointOutput } from '@/lib/api-client';
import { favouriteMutationOptions } from '../favourite-cache';

export interface AddFavouriteInput {
  titleId: number;
  /** The library the title is added from; the favourites list links to the title there. */
  libraryId: number;
}

type AddFavouriteAnswer = EndpointOutput<typeof addFavourite>;

export const postAddFavourite = ({ titleId, libraryId }: AddFavouriteInput) =>
  callEndpoint(addFavourite, { title_id: titleId, library_id: libraryId });

/**
 * Makes a title a favourite. The title shows as one at once in every cached list (optimistic; see
 * favourite-cache.ts), gets the favourite's id when the server answers, and goes back with a message on failure.
 */
export function useAddFavourite(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...favouriteMutationOptions(queryClient, titleId, 'add', (data: AddFavouriteAnswer) => data.favourite.id),
    mutationFn: (input: AddFavouriteInput) => postAddFavourite(input),
  });
}
