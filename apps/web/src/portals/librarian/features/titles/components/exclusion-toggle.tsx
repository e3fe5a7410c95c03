import type { LibrarianTitle } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import { titleLabel } from '../title-label';
import styles from './titles-table.module.css';

/**
 * Whether patrons see the title: a switch (a checkbox with the switch role, so screen readers say "on"/"off")
 * named after the title, on when the title is in the library's catalogue; the label around it makes the whole
 * cell a target. `onChange` receives whether the title is to be excluded.
 */
export function ExclusionToggle({
  title,
  onChange,
}: {
  title: LibrarianTitle;
  onChange(excluded: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={!title.excluded}
        aria-label={t('title_in_catalogue_toggle', { title: titleLabel(title) })}
        onChange={(event) => onChange(!event.target.checked)}
      />
    </label>
  );
}
