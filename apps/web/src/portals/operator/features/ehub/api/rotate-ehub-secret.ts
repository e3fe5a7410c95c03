import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateEhubSecret } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST /operator/library/rotate_ehub_secret: a new secret, answered only here. The console's libraries (under
 * ['operator', 'libraries'], which say whether a secret exists) are asked again.
 */
export function useRotateEhubSecret(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(rotateEhubSecret, { library_id: libraryId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['operator', 'libraries'] }),
  });
}
