import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { ListboxSelect } from '@/components/ui/listbox-select';
import { useSite } from '@/lib/site';
import { useAllLibraries } from '../api/get-all-libraries';
import { buildLibraryGroups } from '../library-options';
import styles from './library-select.module.css';

export interface LibrarySelectProps {
  value: number | undefined;
  onChoose(libraryId: number): void;
  size?: 'large' | 'compact';
  /** The header's switcher has no visible label; the front page shows one. */
  hideLabel?: boolean;
  /** In a form (Add library card): the message about the choice, and whether one is missing. */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
}

/** The library selector dropdown (spec section 2): the country's libraries in its collation. */
export function LibrarySelect({
  value,
  onChoose,
  size = 'large',
  hideLabel = false,
  describedBy,
  invalid,
}: LibrarySelectProps) {
  const { t } = useTranslation();
  const { country, locale } = useSite();
  const libraries = useAllLibraries(country);
  const yourLibraries = t('your_libraries');
  const allLibraries = t('all_libraries');

  const groups = useMemo(
    () => (libraries.data ? buildLibraryGroups(libraries.data, locale, { yourLibraries, allLibraries }) : []),
    [libraries.data, locale, yourLibraries, allLibraries],
  );

  return (
    <div className={styles.wrapper} aria-busy={libraries.isPending}>
      <ListboxSelect
        label={t('library')}
        hideLabel={hideLabel}
        placeholder={t('choose_library')}
        groups={groups}
        value={value}
        onChange={(libraryId) => onChoose(libraryId)}
        locale={locale}
        size={size}
        disabled={!libraries.data}
        describedBy={describedBy}
        invalid={invalid}
      />
      {libraries.isError && (
        <p className={styles.error} role="alert">
          {t('error_generic_body')}
        </p>
      )}
    </div>
  );
}
