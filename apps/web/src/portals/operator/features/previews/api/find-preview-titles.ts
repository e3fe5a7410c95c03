import { useQuery } from '@tanstack/react-query';
import type { Language } from '@filmhyllan/contract';
import { findPreviewTitles } from '@filmhyllan/contract/client';
import { callEndpoint } from '@/lib/api-client';

export const previewTitlesKey = (search: string, language: Language) =>
  ['operator', 'preview-titles', language, search] as const;

/** GET /operator/preview/find_titles: titles of the whole catalogue for a new link; asked once searched. */
export const usePreviewTitles = (search: string, language: Language) =>
  useQuery({
    queryKey: previewTitlesKey(search, language),
    queryFn: ({ signal }) => callEndpoint(findPreviewTitles, { search, language }, { signal }),
    enabled: search.trim() !== '',
    meta: { errorExempt: true },
  });
