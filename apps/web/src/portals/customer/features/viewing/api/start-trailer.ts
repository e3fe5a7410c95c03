import { useMutation } from '@tanstack/react-query';
import { startTrailer as startTrailerRoute } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/**
 * Asks for a stream of a title's trailer (docs/decisions/048): any session may, no loan is made and nothing is
 * counted. Failures are shown beside the button, not in the global popup.
 */
export const startTrailer = (titleId: number) => callEndpoint(startTrailerRoute, { title_id: titleId });

export const useStartTrailer = (titleId: number) =>
  useMutation({
    mutationFn: () => startTrailer(titleId),
    meta: { errorExempt: true },
  });
