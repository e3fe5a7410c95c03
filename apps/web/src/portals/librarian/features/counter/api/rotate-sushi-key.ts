import { useMutation } from '@tanstack/react-query';
import { rotateSushiKey } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Makes or replaces the library's SUSHI API key; the caller puts the new credentials where they are shown. */
export const useRotateSushiKey = () => useMutation({ mutationFn: () => callEndpoint(rotateSushiKey, {}) });
