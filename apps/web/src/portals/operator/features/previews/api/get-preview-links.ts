import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPreviewLinks } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

/** Under the console's root key 'operator', which a logout drops. */
export const previewLinksKey = ['operator', 'preview-links'] as const;

export const fetchPreviewLinks = (signal?: AbortSignal) => callEndpoint(getPreviewLinks, {}, { signal });

export const previewLinksQueryOptions = () =>
  queryOptions({ queryKey: previewLinksKey, queryFn: ({ signal }) => fetchPreviewLinks(signal) });

/** GET /operator/preview/get_preview_links: the newest links, active, expired or revoked (every role). */
export const usePreviewLinks = () => useQuery(previewLinksQueryOptions());
