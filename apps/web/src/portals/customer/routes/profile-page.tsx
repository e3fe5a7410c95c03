import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';
import { usePageTitle } from '@/lib/page-title';
import { useLoginData } from '@/lib/session';
import { useSite } from '@/lib/site';
import { useSavedCards } from '../features/account/api/get-saved-cards';
import { SavedCards } from '../features/account/components/saved-cards';
import { useFavourites } from '../features/catalogue/api/fetch-favourites';
import { FavouriteTitles } from '../features/catalogue/components/favourite-titles';
import { displayName } from '../features/catalogue/display-name';
import { Poster } from '../features/catalogue/components/poster';
import { useAllLibraries } from '../features/libraries/api/get-all-libraries';
import { usePastLoans } from '../features/loans/api/get-past-loans';
import { PastLoans } from '../features/loans/components/past-loans';
import { refreshAfterCardChange } from '../layout/api/card-change';
import { AccountPart, AccountScreen, AccountSection } from './account-screen';

/**
 * /profile (spec sections 2 and 6): the user's favourites, past loans and saved library cards. The screen
 * composes the features: the catalogue names titles and draws posters, the library list names libraries.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const { country } = useSite();
  const user = useLoginData().user;
  const libraries = useAllLibraries(country);
  const queryClient = useQueryClient();
  usePageTitle(t('your_profile'));
  // The sections' lists (the same queries the sections read) arrive one by one, and the number of favourites,
  // loans and cards is not known before: the screen waits for all three and draws the sections together.
  const loading = [useFavourites(lang, { enabled: user !== null }), usePastLoans(), useSavedCards()].some(
    (query) => query.isLoading,
  );

  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <AccountScreen
      heading={t('your_profile')}
      loading={loading}
      intro={
        <>
          {user && (
            <p>
              <strong>{fullName || user.username}</strong> · {user.email}
            </p>
          )}
          <p>
            {t('profile_intro')} <Link to={paths.customer.settings.href({ lang })}>{t('edit_profile')}</Link>
          </p>
        </>
      }
    >
      {/* The catalogue's list brings its own section and heading (h2), and a working favourite toggle. */}
      <AccountPart id="favourites">
        <FavouriteTitles headingLevel={2} />
      </AccountPart>
      <AccountSection heading={t('past_loans')} id="past-loans">
        <PastLoans
          language={lang}
          titleName={(title) => displayName(title, lang)}
          libraryName={(libraryId) => libraries.data?.libraries.find((l) => l.id === libraryId)?.name}
          titleHref={(loan) =>
            paths.customer.title.href({ lang, libraryId: loan.library_id, titleId: loan.title_id })
          }
          poster={(loan, name) => (
            <Poster
              titleId={loan.title_id}
              src={loan.title.poster_url}
              images={loan.title.poster_images}
              layout="thumb"
              name={name}
            />
          )}
        />
      </AccountSection>
      <AccountSection heading={t('library_cards')} id="library-cards">
        <SavedCards
          language={lang}
          onCardsChanged={(cards) => void refreshAfterCardChange(queryClient, cards)}
        />
      </AccountSection>
    </AccountScreen>
  );
}
