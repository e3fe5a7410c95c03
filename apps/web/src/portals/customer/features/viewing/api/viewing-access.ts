import { useQuery } from '@tanstack/react-query';
import {
  getLibrarianViewing,
  getOperatorViewing,
  openPreview,
  sessionCookieNames,
} from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';

/** The title page's modes without a loan (docs/decisions/044). */
export type ViewingMode = 'admin' | 'librarian' | 'special';

/**
 * The operator's or librarian's session, from that portal's own cookies: the customer page calls that portal's
 * viewing calls with it. Undefined when the visitor has none (then the page is not found, with no call).
 */
export function portalSession(portal: 'operator' | 'librarian') {
  const names = sessionCookieNames(portal);
  const sessionid = readCookie(names.sessionid);
  const csrftoken = readCookie(names.csrftoken);
  return sessionid && csrftoken ? { sessionid, csrftoken } : undefined;
}

/** The token of a preview link, from the page's fragment (#preview=…), which never reaches a server. */
export function previewToken(hash: string = typeof location === 'undefined' ? '' : location.hash) {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('preview');
  return token && /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : undefined;
}

export interface ViewingAccess {
  /** The preview link's end (special mode only). */
  expiresAt: string | null;
}

/**
 * May this visitor view the title in this mode? Null: no (the page shows its not-found page). Asked again on
 * every visit; a revoked link or an ended session is refused by the server at Watch in any case.
 */
export async function fetchViewingAccess(
  mode: ViewingMode,
  titleId: number,
  token: string | undefined,
  signal?: AbortSignal,
): Promise<ViewingAccess | null> {
  try {
    if (mode === 'special') {
      if (!token) return null;
      const answer = await callEndpoint(openPreview, { preview_token: token }, { signal });
      return answer.title_id === titleId ? { expiresAt: answer.expires_at } : null;
    }
    const portal = mode === 'admin' ? 'operator' : 'librarian';
    const session = portalSession(portal);
    if (!session) return null;
    const call = mode === 'admin' ? getOperatorViewing : getLibrarianViewing;
    await callEndpoint(call, { title_id: titleId }, { signal, session });
    return { expiresAt: null };
  } catch (error) {
    // A refusal (not found, no login, no session) is the not-found page; a failure of the network or the
    // server goes to the query's error state.
    const status = (error as { status?: number }).status;
    if (status !== undefined && status >= 400 && status < 500) return null;
    throw error;
  }
}

export const useViewingAccess = (mode: ViewingMode, titleId: number, token: string | undefined) =>
  useQuery({
    queryKey: ['viewing-access', mode, titleId, token ?? null],
    queryFn: ({ signal }) => fetchViewingAccess(mode, titleId, token, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
    meta: { errorExempt: true },
  });
