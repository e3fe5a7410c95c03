import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Language } from '@filmhyllan/contract';
import { Button } from '@/components/ui/button';
import { countryName, genreName, languageName, yearLabel } from '../filter-options';
import { formatAgeRating } from '../format';
import { activeFilterCount, clearedFilters, type TitleFilters } from '../title-filters';
import styles from './active-filters.module.css';

interface ActiveFilter {
  key: string;
  label: string;
  remove: () => TitleFilters;
}

/** The filters that are on, each with a button that takes it off, and one that clears them all. */
export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: TitleFilters;
  onChange: (next: TitleFilters) => void;
}) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  if (activeFilterCount(filters) === 0) return null;

  const without =
    <K extends keyof TitleFilters>(key: K, value: TitleFilters[K]) =>
    () => ({
      ...filters,
      [key]: value,
    });
  const active: ActiveFilter[] = [
    ...(filters.person !== undefined
      ? [
          {
            key: 'person',
            label: `${t('filter_person')}: ${filters.personName ?? filters.person}`,
            remove: without('person', undefined),
          },
        ]
      : []),
    ...filters.genres.map((id) => ({
      key: `genre-${id}`,
      label: genreName(t, id),
      remove: without(
        'genres',
        filters.genres.filter((g) => g !== id),
      ),
    })),
    ...filters.years.map((year) => ({
      key: `year-${year}`,
      label: yearLabel(t, year),
      remove: without(
        'years',
        filters.years.filter((y) => y !== year),
      ),
    })),
    ...filters.languages.map((code) => ({
      key: `language-${code}`,
      label: languageName(code, lang),
      remove: without(
        'languages',
        filters.languages.filter((l) => l !== code),
      ),
    })),
    ...filters.ageRatings.map((age) => ({
      key: `age-${age}`,
      label: formatAgeRating(t, age),
      remove: without(
        'ageRatings',
        filters.ageRatings.filter((a) => a !== age),
      ),
    })),
    ...(filters.minRating !== undefined
      ? [
          {
            key: 'rating',
            label: t('rating_at_least', { rating: String(filters.minRating) }),
            remove: without('minRating', undefined),
          },
        ]
      : []),
    ...filters.access.map((kind) => ({
      key: `access-${kind}`,
      label: t(`access_${kind}`),
      remove: without(
        'access',
        filters.access.filter((k) => k !== kind),
      ),
    })),
    ...(filters.country
      ? [{ key: 'country', label: countryName(filters.country, lang), remove: without('country', undefined) }]
      : []),
  ];

  return (
    <div className={styles.bar}>
      <ul className={styles.list} aria-label={t('filters')}>
        {active.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => onChange(filter.remove())}
              aria-label={t('remove_filter', { name: filter.label })}
            >
              <span>{filter.label}</span>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.cross}>
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="small" onClick={() => onChange(clearedFilters(filters))}>
        {t('clear_filters')}
      </Button>
    </div>
  );
}
