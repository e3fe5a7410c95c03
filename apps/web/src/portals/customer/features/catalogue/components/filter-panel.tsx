import { useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { FilterOptions, Language } from '@filmhyllan/contract';
import { accessServiceKinds } from '@filmhyllan/contract/client';
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
import { languageLocales } from '@/lib/format';
import { formatAgeRating } from '../format';
import { decadeOptions, toggled, type TitleFilters } from '../title-filters';
import status from '@/components/ui/status.module.css';
import styles from './filter-panel.module.css';

interface FilterPanelProps {
  filters: TitleFilters;
  onChange: (next: TitleFilters) => void;
  /** The choices in this library's catalogue with their counts; until they arrive, the general lists. */
  facets?: FilterOptions | undefined;
}

interface Option<V> {
  value: V;
  label: string;
  /** Titles with this choice in the library's catalogue (unknown until the facets arrive). */
  count?: number | undefined;
}

/** A chosen value the options lack (from a shared link, or no longer in the catalogue) is offered too, so it can be switched off. */
function withChosen<V>(options: Option<V>[], chosen: readonly V[], label: (value: V) => string): Option<V>[] {
  const present = new Set(options.map((o) => o.value));
  return [
    ...options,
    ...chosen.filter((v) => !present.has(v)).map((value) => ({ value, label: label(value) })),
  ];
}

/**
 * The All titles filters: genres, spoken languages, decades, age ratings, rating, access services and production
 * country. Only the
 * choices this library's catalogue has are offered, each with its number of titles (get_filter_options); until
 * those arrive, the general lists. Each group is a native disclosure (keyboard and screen reader support for
 * free), open when it has a choice made. Every change applies at once; the list and the URL follow.
 */
export function FilterPanel({ filters, onChange, facets }: FilterPanelProps) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const set = (patch: Partial<TitleFilters>) => onChange({ ...filters, ...patch });

  const genreLabel = (id: number, fallback?: string) =>
    t(`genre_${id}`, { defaultValue: fallback ?? String(id) });
  const genres = withChosen(
    facets
      ? sortedOptions(
          facets.genres.map((g) => g.id),
          (id) => genreLabel(id, facets.genres.find((g) => g.id === id)?.name),
          lang,
        ).map((o) => ({ ...o, count: facets.genres.find((g) => g.id === o.value)?.count }))
      : sortedOptions(GENRE_IDS, (id) => genreName(t, id), lang),
    filters.genres,
    (id) => genreLabel(id),
  );
  const languageLabel = (code: string, fallback?: string) => {
    const name = languageName(code, lang);
    return name === code && fallback ? fallback : name;
  };
  const languages = withChosen(
    facets
      ? // Most spoken first: the catalogue's few big languages before its long tail.
        facets.languages.map((l) => ({ value: l.code, label: languageLabel(l.code, l.name), count: l.count }))
      : sortedOptions(
          LANGUAGE_CODES.filter((code) => hasLanguageName(code, lang)),
          (code) => languageName(code, lang),
          lang,
        ),
    filters.languages,
    (code) => languageLabel(code),
  );
  const decades = withChosen<string>(
    facets
      ? facets.decades.map((d) => ({ value: `${d.decade}s`, label: '', count: d.count }))
      : decadeOptions(new Date().getFullYear()).map((value) => ({ value, label: '' })),
    filters.years,
    () => '',
  ).map((o) => ({ ...o, label: yearLabel(t, o.value) }));
  const ageRatings = withChosen<number>(
    facets
      ? facets.age_ratings.map((a) => ({ value: a.age_rating, label: '', count: a.count }))
      : AGE_RATINGS.map((value) => ({ value, label: '' })),
    filters.ageRatings,
    () => '',
  ).map((o) => ({ ...o, label: formatAgeRating(t, o.value) }));
  // All three services are always offered (they are few and a patron looks for them by name); the counts say
  // how many titles have each once the facets arrive.
  const accessServices = accessServiceKinds.map((kind) => ({
    value: kind,
    label: t(`access_${kind}`),
    count: facets ? (facets.access_services.find((a) => a.service === kind)?.count ?? 0) : undefined,
  }));
  const countryLabel = (code: string, fallback?: string) => {
    const name = countryName(code, lang);
    return name === code && fallback ? fallback : name;
  };
  const countries = withChosen(
    sortedOptions(
      facets ? facets.production_countries.map((c) => c.iso) : COUNTRY_CODES,
      (code) => countryLabel(code, facets?.production_countries.find((c) => c.iso === code)?.name),
      lang,
    ).map((o) => ({ ...o, count: facets?.production_countries.find((c) => c.iso === o.value)?.count })),
    filters.country ? [filters.country] : [],
    (code) => countryLabel(code),
  );

  return (
    <div className={styles.panel}>
      <Group legend={t('filter_genres')} selected={filters.genres.length} defaultOpen>
        <div className={styles.chips}>
          {genres.map(({ value, label, count }) => (
            <Chip
              key={value}
              label={label}
              count={count}
              checked={filters.genres.includes(value)}
              onChange={() => set({ genres: toggled(filters.genres, value) })}
            />
          ))}
        </div>
      </Group>

      <Group legend={t('filter_years')} selected={filters.years.length}>
        <div className={styles.chips}>
          {decades.map(({ value: year, label, count }) => (
            <Chip
              key={year}
              label={label}
              count={count}
              checked={filters.years.includes(year)}
              onChange={() => set({ years: toggled(filters.years, year) })}
            />
          ))}
        </div>
      </Group>

      <Group legend={t('filter_languages')} selected={filters.languages.length}>
        <div className={styles.chips}>
          {languages.map(({ value, label, count }) => (
            <Chip
              key={value}
              label={label}
              count={count}
              checked={filters.languages.includes(value)}
              onChange={() => set({ languages: toggled(filters.languages, value) })}
            />
          ))}
        </div>
      </Group>

      <Group legend={t('filter_age_rating')} selected={filters.ageRatings.length}>
        <div className={styles.chips}>
          {ageRatings.map(({ value: age, label, count }) => (
            <Chip
              key={age}
              label={label}
              count={count}
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

      <Group legend={t('filter_access')} selected={filters.access.length}>
        <p className={styles.hint}>{t('filter_access_hint')}</p>
        <div className={styles.chips}>
          {accessServices.map(({ value, label, count }) => (
            <Chip
              key={value}
              label={label}
              count={count}
              checked={filters.access.includes(value)}
              onChange={() => set({ access: toggled(filters.access, value) })}
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
        {selected > 0 && <span className={status.badge}>{selected}</span>}
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
  count,
  checked,
  onChange,
  type = 'checkbox',
  name,
}: {
  label: string;
  count?: number | undefined;
  checked: boolean;
  onChange: () => void;
  type?: 'checkbox' | 'radio';
  name?: string;
}) {
  const lang = useParams().lang as Language;
  return (
    <label className={styles.chip}>
      <input className={styles.chipInput} type={type} name={name} checked={checked} onChange={onChange} />
      <span className={styles.chipText}>
        {/* One inline run with a real space, so the name read out is "Drama 812", not "Drama812". */}
        <span>
          {label}
          {count !== undefined && (
            <>
              {' '}
              <span className={styles.count}>{count.toLocaleString(languageLocales[lang])}</span>
            </>
          )}
        </span>
      </span>
    </label>
  );
}

function CountrySelect({
  value,
  options,
  onChange,
}: {
  value: string | undefined;
  options: Option<string>[];
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
            {option.count === undefined ? option.label : `${option.label} (${option.count})`}
          </option>
        ))}
      </select>
    </div>
  );
}
