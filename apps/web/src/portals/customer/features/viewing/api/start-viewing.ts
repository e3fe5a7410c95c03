import { useMutation } from '@tanstack/react-query';
import { startLibrarianViewing, startOperatorViewing, startPreview } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { portalSession, type ViewingMode } from './viewing-access';

/**
 * Starts a viewing: the server records it in the audit log and answers a stream made for it (no loan, nothing
 * counted). Failures are shown in the viewing box, not the global popup.
 */
export function startViewing(mode: ViewingMode, titleId: number, token: string | undefined) {
  if (mode === 'special') return callEndpoint(startPreview, { preview_token: token ?? '' });
  const session = portalSession(mode === 'admin' ? 'operator' : 'librarian');
  const call = mode === 'admin' ? startOperatorViewing : startLibrarianViewing;
  return callEndpoint(call, { title_id: titleId }, { session });
}

export const useStartViewing = (mode: ViewingMode, titleId: number, token: string | undefined) =>
  useMutation({
    mutationFn: () => startViewing(mode, titleId, token),
    meta: { errorExempt: true },
  });
