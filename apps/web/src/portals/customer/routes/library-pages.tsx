import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLibrary } from '../features/libraries/api/get-library';
import { PlaceholderScreen } from './placeholder-screen';
import styles from './placeholder-screen.module.css';

function LibraryName() {
  const libraryId = Number(useParams().libraryId);
  const library = useLibrary(Number.isInteger(libraryId) ? libraryId : undefined);
  if (!library.data) return null;
  return <p className={styles.sub}>{library.data.library.name}</p>;
}

export function AllTitlesPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen heading={t('all_titles')}>
      <LibraryName />
    </PlaceholderScreen>
  );
}

export function SelectedTitlesPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen heading={t('selected_titles')}>
      <LibraryName />
    </PlaceholderScreen>
  );
}

export function SearchPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen heading={t('search')}>
      <LibraryName />
    </PlaceholderScreen>
  );
}
