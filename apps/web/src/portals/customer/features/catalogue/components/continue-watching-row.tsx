import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { Language } from '@filmhyllan/contract';
import { useRunningLoans } from '../api/get-running-loans';

/**
 * The row's drawing, in a chunk of its own: most visitors of the front page have no running loan, and the row
 * shares the player's clock and resume rules, which the front page's first load has no room for.
 */
const ContinueWatchingTiles = lazy(() =>
  import('./continue-watching-tiles').then((module) => ({ default: module.ContinueWatchingTiles })),
);

/**
 * My loans / Continue watching (docs/decisions/058): the first row of the front page (every library's loans) and
 * of Selected titles (the library's). Nothing is shown, no heading either, while it loads, when it fails (the
 * page's other rows matter more) and when no loan runs.
 */
export function ContinueWatchingRow({ libraryId }: { libraryId: number | undefined }) {
  const lang = useParams().lang as Language;
  const loans = useRunningLoans({ libraryId, language: lang }).data?.loans;
  if (!loans?.length) return null;
  return (
    <Suspense fallback={null}>
      <ContinueWatchingTiles loans={loans} />
    </Suspense>
  );
}
