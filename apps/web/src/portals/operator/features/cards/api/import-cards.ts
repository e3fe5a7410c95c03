import { useMutation } from '@tanstack/react-query';
import { importCards } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

/**
 * POST /operator/library/import_cards: checks (dry_run 1) or imports a cards file's text. The section shows
 * every refusal itself: no global popup.
 */
export function useImportCards() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof importCards>) => callEndpoint(importCards, input),
    meta: { errorExempt: true },
  });
}
