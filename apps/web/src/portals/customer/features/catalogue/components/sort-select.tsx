import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { listSorts, type ListSort } from '../title-filters';
import styles from './sort-select.module.css';

const sortLabelKeys: Record<ListSort, string> = {
  newest: 'sort_newest',
  name: 'sort_name_asc',
  year: 'sort_year_desc',
  rating: 'sort_rating',
};

/** The All titles order: newest, name, year or rating. A native select: every device knows how to use it. */
export function SortSelect({ value, onChange }: { value: ListSort; onChange: (sort: ListSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {t('sort_by')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as ListSort)}
      >
        {listSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(sortLabelKeys[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
