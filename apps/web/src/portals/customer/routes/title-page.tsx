import { lazy, Suspense, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Language, Title } from '@filmhyllan/contract';
import { paths, PLAY_ON_OPEN_PARAM } from '@/app/paths';
import { appStorage } from '@/lib/storage';
import { usePainted } from '@/lib/use-painted';
import { titleKey } from '../features/catalogue/api/get-title';
import { FavouriteLibraryProvider } from '../features/catalogue/favourite-library';
import {
  TitleDetails,
  type TitlePageData,
  type TitleViewingMode,
} from '../features/catalogue/components/title-details';
import { libraryKey } from '../features/libraries/api/get-library';
import { LibraryBranded } from '../features/libraries/components/library-branding';
import { LoanBudgetNotices } from '../features/libraries/components/loan-budget-notices';
import { EhubRedeem } from '../features/loans/components/ehub-redeem';
import { LoanBoxLoading } from '../features/loans/components/loan-box-loading';
import { previewToken, useViewingAccess, type ViewingMode } from '../features/viewing/api/viewing-access';
import { TrailerButton } from '../features/viewing/components/trailer-button';
import { ViewingBox } from '../features/viewing/components/viewing-box';
import { CatalogueScreen } from './catalogue-screen';
import { ChildModeTitlePage } from './child-mode-title-page';
import { NotFoundPage } from './not-found-page';
import { positiveId, useLibraryPage } from './use-library-page';

/**
 * The loan box (the card form with react-hook-form and the contract's schemas, and the player) is loaded beside
 * the page rather than before it: the title, its poster and its description are drawn without waiting for it.
 */
const LoanBox = lazy(() =>
  import('../features/loans/components/loan-box').then((module) => ({ default: module.LoanBox })),
);

const modeRoutes = {
  admin: paths.customer.watchAsAdmin,
  special: paths.customer.watchAsSpecial,
  librarian: paths.customer.watchAsLibrarian,
} as const;

/**
 * A viewing-mode page (docs/decisions/044) is shown only to whom it is for: an operator (admin), a librarian of a
 * library offering the title (librarian), the holder of a preview link of the title (special, the token in the
 * fragment). Anyone else gets the not-found page, before anything of the title is shown. Watch plays without a
 * loan.
 */
function ViewingScreen({ mode }: { mode: ViewingMode }) {
  const params = useParams();
  const titleId = positiveId(params.titleId);
  const token = previewToken(useLocation().hash);
  const access = useViewingAccess(mode, titleId ?? 0, token);
  if (titleId === undefined) return <NotFoundPage />;
  if (access.isError) throw access.error;
  if (access.isPending) return <CatalogueScreen>{null}</CatalogueScreen>;
  if (access.data === null) return <NotFoundPage />;
  const { expiresAt } = access.data;
  return (
    <TitleScreen
      mode={mode}
      renderViewingBox={(title, language) => (
        <ViewingBox mode={mode} title={title} language={language} token={token} expiresAt={expiresAt} />
      )}
    />
  );
}

/**
 * The title page of a library (/library/{id}/title/{titleId}), and the same page in the admin, special and
 * librarian viewing modes (/watch-as-…/title/{titleId}), which belong to no library: links between titles
 * stay in the mode, and genre, year and people links open the last chosen library's All titles.
 */
function TitleScreen({
  mode,
  renderViewingBox,
}: {
  mode: TitleViewingMode;
  /** The viewing modes' box in place of the loan box. */
  renderViewingBox?: (title: Title, language: Language) => ReactNode;
}) {
  const params = useParams();
  const lang = params.lang as Language;
  const titleId = positiveId(params.titleId);
  const library = useLibraryPage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const ehubAccess = search.get('ehub_access');
  // The loan box's chunk is asked for once the title has been painted: its scripts do not hold up the title.
  const painted = usePainted();
  // The Continue watching row's one press to play: the loan box opens the player, then the request is forgotten
  // (a reload or Back does not start the film again).
  const playOnOpen = search.has(PLAY_ON_OPEN_PARAM);
  const forgetPlayOnOpen = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PLAY_ON_OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  if (titleId === undefined || (mode === 'library' && library.notFound)) return <NotFoundPage />;

  const libraryId = mode === 'library' ? library.libraryId : undefined;
  const reloadLoan = (loanLibraryId: number) => {
    void queryClient.invalidateQueries({
      queryKey: titleKey({ titleId, libraryId: loanLibraryId, language: lang }),
    });
    void queryClient.invalidateQueries({ queryKey: libraryKey(loanLibraryId) });
  };
  const browseLibraryId = libraryId ?? appStorage().get('lastSelectedLibrary');
  const titleHref =
    mode === 'library'
      ? library.titleHref
      : (title: { id: number }) => modeRoutes[mode].href({ lang, titleId: title.id });

  // Borrowing needs a library: the viewing-mode pages keep the catalogue's placeholder. Above the loan box, the
  // budget notices say when loans open again before a card and PIN are typed. After a loan the page reloads
  // get_title and the library, so the running loan, the loans left and the notices come from the server. A page
  // opened from the library's own system (?ehub_access=TOKEN) borrows with the token first (spec section 7). Below
  // the loan box, Watch trailer plays a title's trailer without a loan when it has one.
  const renderLoanBox =
    libraryId === undefined
      ? renderViewingBox && ((title: Title) => renderViewingBox(title, lang))
      : (title: Title, page: TitlePageData) => (
          <>
            <LoanBudgetNotices library={library.library} language={lang} />
            {ehubAccess && (
              <EhubRedeem
                accessToken={ehubAccess}
                language={lang}
                titleId={titleId}
                hasActiveLoan={page.active_loan !== null}
                onLoan={(loan) => {
                  if (loan.title_id === titleId && loan.library_id === libraryId) {
                    reloadLoan(libraryId);
                    return;
                  }
                  // The token names the title and library; the page follows it (the param keeps eHub's view).
                  void navigate(
                    paths.customer.title.href(
                      { lang, libraryId: loan.library_id, titleId: loan.title_id },
                      { ehub_access: ehubAccess },
                    ),
                    { replace: true },
                  );
                }}
              />
            )}
            {painted ? (
              <Suspense fallback={<LoanBoxLoading />}>
                <LoanBox
                  libraryId={libraryId}
                  pinFormat={library.library?.pin_format ?? 'digits'}
                  title={title}
                  language={lang}
                  numLoansLeft={page.num_loans_left}
                  numLoansLeftPeriod={page.num_loans_left_period}
                  activeLoan={page.active_loan}
                  onLoanChange={() => reloadLoan(libraryId)}
                  playOnOpen={playOnOpen}
                  onPlayedOnOpen={forgetPlayOnOpen}
                />
              </Suspense>
            ) : (
              <LoanBoxLoading />
            )}
            <TrailerButton title={title} language={lang} />
          </>
        );

  return (
    // Cards of suggestions add favourites from the page's library; the viewing modes have none.
    // A library's title page is one of its own pages, in its typeface; the viewing modes keep the product's.
    <FavouriteLibraryProvider value={libraryId}>
      <LibraryBranded library={mode === 'library' ? library.library : undefined}>
        <CatalogueScreen>
          <TitleDetails
            // A new title is a new page: no state (open sections, failed posters) carries over.
            key={titleId}
            titleId={titleId}
            libraryId={libraryId}
            browseLibraryId={browseLibraryId}
            mode={mode}
            titleHref={titleHref}
            notFound={<NotFoundPage />}
            hiddenByChildMode={<ChildModeTitlePage />}
            renderLoanBox={renderLoanBox}
          />
        </CatalogueScreen>
      </LibraryBranded>
    </FavouriteLibraryProvider>
  );
}

export const TitlePage = () => <TitleScreen mode="library" />;
export const WatchAsAdminPage = () => <ViewingScreen mode="admin" />;
export const WatchAsSpecialPage = () => <ViewingScreen mode="special" />;
export const WatchAsLibrarianPage = () => <ViewingScreen mode="librarian" />;
