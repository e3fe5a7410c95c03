import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { Language, SearchSuggestion } from '@filmhyllan/contract';
import { SEARCH_MAX_LENGTH } from '@filmhyllan/contract/client';
import { paths } from '@/app/paths';
import { useTranslation } from '@/lib/i18n-react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import styles from './search-combobox.module.css';

/** Typing pauses this long before suggestions are asked for (shorter than the search's own pause). */
export const SUGGESTIONS_DEBOUNCE_MS = 150;

/**
 * Where a suggestion leads: a title or a series to a title page (a series to its first episode, whose page lists
 * the others), a person to All titles filtered by them.
 */
export function suggestionHref(lang: Language, libraryId: number, suggestion: SearchSuggestion): string {
  // A series opens its page of seasons and episodes, as its tile does (docs/decisions/058).
  if (suggestion.kind === 'series')
    return paths.customer.series.href({ lang, libraryId, seriesId: suggestion.id });
  if (suggestion.title_id !== null)
    return paths.customer.title.href({ lang, libraryId, titleId: suggestion.title_id });
  return paths.customer.libraryAll.href(
    { lang, libraryId },
    { person: suggestion.id, person_name: suggestion.name },
  );
}

interface SearchComboboxProps {
  libraryId: number;
  lang: Language;
  value: string;
  onChange: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  inputId: string;
  /** The search text as it is sent (trimmed, collapsed), and the length from which it is sent. */
  normalise: (text: string) => string;
  minLength: number;
}

/**
 * The search field as an ARIA 1.2 combobox with a list of suggestions (titles, series, people) while typing:
 * arrow keys move through them (the focus stays in the field, aria-activedescendant names the option), Enter
 * opens the one chosen, Escape closes the list, and a live region says how many there are. Without a choice the
 * field is a plain search as you type.
 */
export function SearchCombobox({
  libraryId,
  lang,
  value,
  onChange,
  inputRef,
  inputId,
  normalise,
  minLength,
}: SearchComboboxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = normalise(useDebouncedValue(value, SUGGESTIONS_DEBOUNCE_MS));
  const enabled = text.length >= minLength;
  const query = useSearchSuggestions({ libraryId, language: lang, search: text }, { enabled });
  const suggestions = (enabled && query.data) || [];
  const expanded = open && suggestions.length > 0 && normalise(value).length >= minLength;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    void navigate(suggestionHref(lang, libraryId, suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : count - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the last option down (or the first up) the focus is back in the text alone.
      setActive((index) => (index + step < -1 ? count - 1 : index + step >= count ? -1 : index + step));
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; the browser's own Escape would also empty a search field.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        placeholder={t('search_placeholder')}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        // The screen is for searching: the cursor is in the box when it opens.
        autoFocus
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search_suggestions_label')}
        className={styles.listbox}
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}-${suggestion.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps the focus in the field: the click chooses, the blur would close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span className={styles.name}>{suggestion.name}</span>
              <span className={styles.kind}>{t(`search_suggestion_${suggestion.kind}`)}</span>
            </li>
          ))}
      </ul>
      <div role="status" className="visually-hidden">
        {expanded ? t('search_suggestions_count', { count: suggestions.length }) : ''}
      </div>
    </>
  );
}
