import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from './placeholder-screen';

export function UpcomingPage() {
  const { t } = useTranslation();
  return <PlaceholderScreen heading={t('upcoming_titles')} />;
}
