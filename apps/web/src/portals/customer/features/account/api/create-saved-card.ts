import { useMutation } from '@tanstack/react-query';
import { createSavedCard } from '@filmhyllan/contract/client';
import { callEndpoint, type EndpointInput } from '@/lib/api-client';

export const saveLibraryCard = (input: EndpointInput<typeof createSavedCard>) =>
  callEndpoint(createSavedCard, input);

/**
 * POST /user/inventory/create_inventory: saves a library card in the account (the PIN is checked, never kept).
 * Refusals (wrong card or PIN, a blocked or locked card) are shown in the modal. The caller refreshes the loan
 * information that depends on saved cards, which lives in other features.
 */
export const useSaveLibraryCard = () =>
  useMutation({ mutationFn: saveLibraryCard, meta: { errorExempt: true } });
