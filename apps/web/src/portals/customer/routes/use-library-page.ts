import { useEffect } from 'react';
import { useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { isApiError } from '@/lib/api-client';
import { appStorage } from '@/lib/storage';
import { cardHref } from '../features/catalogue/card-href';
import { useLibrary } from '../features/libraries/api/get-library';

export const positiveId = (text: string | undefined): number | undefined => {
  const n = Number(text);
  return text !== undefined && /^\d{1,10}$/.test(text) && n > 0 ? n : undefined;
};

/**
 * The library a /library/{id}/... page belongs to. An id that is not a library is a not-found page. A library
 * that exists becomes the last selected one, so a shared link works like choosing it (the header, the upcoming
 * titles page and the front page remember it).
 */
export function useLibraryPage() {
  const params = useParams();
  const lang = params.lang as Language;
  const libraryId = positiveId(params.libraryId);
  const library = useLibrary(libraryId);
  const exists = library.data !== undefined;

  useEffect(() => {
    if (libraryId !== undefined && exists) appStorage().set('lastSelectedLibrary', libraryId);
  }, [libraryId, exists]);

  const notFound =
    libraryId === undefined || (isApiError(library.error) && library.error.code === 'LIBRARY_NOT_FOUND');
  return {
    lang,
    libraryId: libraryId ?? 0,
    /** The library with its budget state, once loaded. */
    library: library.data?.library,
    /** The name the library's own pages show (its branding, or its listed name). */
    libraryName: library.data?.library.display_name,
    notFound,
    /** A title's page, or for a series tile (docs/decisions/058) the series' page. */
    titleHref: (title: { id: number; series?: { id: number } | null }) =>
      cardHref(lang, libraryId ?? 0, title),
  };
}
