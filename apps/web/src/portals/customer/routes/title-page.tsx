import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from './placeholder-screen';

/** The title page, also in the admin, special and librarian viewing modes. */
export function TitlePage() {
  const { t } = useTranslation();
  return <PlaceholderScreen heading={t('title_page_heading')} />;
}
