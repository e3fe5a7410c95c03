import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveLibrary } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';
import { librariesKey, libraryKey } from './get-libraries';

export type SaveLibraryInput = EndpointInput<typeof saveLibrary>;

export const postLibrary = (input: SaveLibraryInput) => callEndpoint(saveLibrary, input);

/**
 * POST /operator/library/save_library: creates (no library_id) or changes a library. The saved library replaces
 * the cached one at once, and the lists are asked again (a new name or country moves it).
 */
export function useSaveLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLibrary,
    onSuccess: ({ library }) => {
      queryClient.setQueryData(libraryKey(library.library_id), library);
      void queryClient.invalidateQueries({ queryKey: [...librariesKey, 'list'] });
    },
  });
}
