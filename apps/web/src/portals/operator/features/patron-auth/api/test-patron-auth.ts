import { useMutation } from '@tanstack/react-query';
import { testPatronAuth } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

/** POST /operator/library/test_patron_auth (admin and support): the steps of a self-test, shown in the panel. */
export const useTestPatronAuth = () =>
  useMutation({
    mutationFn: (input: EndpointInput<typeof testPatronAuth>) => callEndpoint(testPatronAuth, input),
    meta: { errorExempt: true },
  });
