import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@filmhyllan/contract';
import {
  AGE_RATINGS,
  COUNTRY_CODES,
  countryName,
  GENRE_IDS,
  genreName,
  hasLanguageName,
  LANGUAGE_CODES,
  languageName,
  MIN_RATINGS,
  sortedOptions,
  yearLabel,
} from '../filter-options';
import { formatAgeRating } from '../format';
import { decadeOptions, toggled, type TitleFilters } from '../title-filters';
import styles from './filter-panel.module.css';

interface FilterPanelProps {
  filters: TitleFilters;
  onChange: (next: TitleFilters) => void;
}

/**
 * The All titles filters: genres, spoken languages, decades, age ratings, rating and production country. Each
 * group is a native disclosure (keyboard and screen reader support for free), open when it has a choice made.
 * Every change applies at once; the list and the URL follow.
 */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const set = (patch: Partial<TitleFilters>) => onChange({ ...filters, ...patch });

  const genres = sortedOptions(GENRE_IDS, (id) => genreName(t, id), lang);
  // A link may carry a code the list does not have: it is offered too, so it can be switched off.
  const languages = sortedOptions(
    [...new Set([...LANGUAGE_CODES.filter((code) => hasLanguageName(code, lang)), ...filters.languages])],
    (code) => languageName(code, lang),
    lang,
  );
  const decades = [...new Set([...decadeOptions(new Date().getFullYear()), ...filters.years])];
  const countries = sortedOptions(
    [...new Set([...COUNTRY_CODES, ...(filters.country ? [filters.country] : [])])],
    (code) => countryName(code, lang),
    lang,
  );

  return (
    <div className={styles.panel}>
      <Group legend={t('filter_genres')} selected={filters.genres.length} defaultOpen>
        <div className={styles.chips}>
          {genres.map(({ value, label }) => (
            <Chip
              key={value}
              label={label}
              checked={filters.genres.includes(value)}
              onChange={() => set({ genres: toggled(filters.genres, value) })}
            />
          ))}
        </div>
      </Group>

      <Group legend={t('filter_years')} selected={filters.years.length}>
        <div className={styles.chips}>
          {decades.map((year) => (
            <Chip
              key={year}
              label={yearLabel(t, year)}
              checked={filters.years.includes(year)}
              onChange={() => set({ years: toggled(filters.years, year) })}
            />
          ))}
        </div>
      </Group>

      <Group legend={t('filter_languages')} selected={filters.languages.length}>
        <div className={styles.chips}>
          {languages.map(({ value, label }) => (
            <Chip
              key={value}
              label={label}
              checked={filters.languages.includes(value)}
              onChange={() => set({ languages: toggled(filters.languages, value) })}
            />
          ))}
        </div>
      </Group>

      <Group legend={t('filter_age_rating')} selected={filters.ageRatings.length}>
        <div className={styles.chips}>
          {AGE_RATINGS.map((age) => (
            <Chip
              key={age}
              label={formatAgeRating(t, age)}
              checked={filters.ageRatings.includes(age)}
              onChange={() => set({ ageRatings: toggled(filters.ageRatings, age) })}
            />
          ))}
        </div>
      </Group>

      <Group legend={t('filter_ratings')} selected={filters.minRating === undefined ? 0 : 1}>
        <div className={styles.chips}>
          <Chip
            type="radio"
            name="min-rating"
            label={t('any_rating')}
            checked={filters.minRating === undefined}
            onChange={() => set({ minRating: undefined })}
          />
          {MIN_RATINGS.map((rating) => (
            <Chip
              key={rating}
              type="radio"
              name="min-rating"
              label={t('rating_at_least', { rating: String(rating) })}
              checked={filters.minRating === rating}
              onChange={() => set({ minRating: rating })}
            />
          ))}
        </div>
      </Group>

      <CountrySelect value={filters.country} options={countries} onChange={(country) => set({ country })} />
    </div>
  );
}

function Group({
  legend,
  selected,
  defaultOpen = false,
  children,
}: {
  legend: string;
  selected: number;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  // Open at first when it has choices made; after that the patron opens and closes it (React never sets
  // `open` again, so unticking the last choice does not snap the group shut under the pointer).
  const [initiallyOpen] = useState(defaultOpen || selected > 0);
  return (
    <details className={styles.group} open={initiallyOpen}>
      <summary className={styles.summary}>
        <span>{legend}</span>
        {selected > 0 && <span className={styles.badge}>{selected}</span>}
      </summary>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function Chip({
  label,
  checked,
  onChange,
  type = 'checkbox',
  name,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
  type?: 'checkbox' | 'radio';
  name?: string;
}) {
  return (
    <label className={styles.chip}>
      <input className={styles.chipInput} type={type} name={name} checked={checked} onChange={onChange} />
      <span className={styles.chipText}>{label}</span>
    </label>
  );
}

function CountrySelect({
  value,
  options,
  onChange,
}: {
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (country: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.group}>
      <label htmlFor={id} className={styles.selectLabel}>
        {t('filter_production_country')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('all_countries')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
