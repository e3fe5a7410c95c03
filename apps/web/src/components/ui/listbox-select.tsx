import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styles from './listbox-select.module.css';

export interface SelectOption<V> {
  /** Unique within the select; several options may share a value (a library and its other names). */
  id: string;
  value: V;
  label: string;
  /** Shown indented under the option before it. */
  indent?: boolean;
}

export interface SelectGroup<V> {
  id: string;
  label: string;
  options: SelectOption<V>[];
}

export interface ListboxSelectProps<V> {
  /** The visible (or, with hideLabel, screen-reader) label. */
  label: string;
  hideLabel?: boolean;
  placeholder: string;
  groups: SelectGroup<V>[];
  value: V | undefined;
  onChange(value: V, option: SelectOption<V>): void;
  /** Locale for type-ahead matching. */
  locale?: string;
  size?: 'large' | 'compact';
  disabled?: boolean;
  /** A form's message about the choice (ids), and whether the choice is missing or wrong. */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
}

/** How many options Page Up / Page Down move (spec section 9: page size 5). */
export const PAGE_SIZE = 5;
/** The open menu's height bounds in px (spec section 9: max height 300, min height 140). */
export const MENU_HEIGHT = { min: 140, max: 300 } as const;
const TYPEAHEAD_RESET_MS = 600;

/**
 * A select-only combobox (WAI-ARIA Authoring Practices): focus stays on the combobox, the active option is
 * announced through aria-activedescendant. Keys: arrows, Page Up/Down, Home/End, Enter or Space to choose,
 * Escape to close, Tab to leave, and type-ahead on the option labels. Groups are role=group with their label.
 */
export function ListboxSelect<V>({
  label,
  hideLabel = false,
  placeholder,
  groups,
  value,
  onChange,
  locale,
  size = 'large',
  disabled = false,
  describedBy,
  invalid,
}: ListboxSelectProps<V>) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (option: SelectOption<V>) => `${baseId}-option-${option.id}`;

  const flat = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const selectedIndex = useMemo(() => {
    const main = flat.findIndex((o) => o.value === value && !o.indent);
    return main >= 0 ? main : flat.findIndex((o) => o.value === value);
  }, [flat, value]);
  const selected = selectedIndex >= 0 ? flat[selectedIndex] : undefined;

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typeahead = useRef({ text: '', at: 0 });
  const listRef = useRef<HTMLDivElement>(null);

  const activeOption = open && active >= 0 ? flat[active] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    const element = document.getElementById(optionId(activeOption));
    element?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on baseId
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  const openAt = useCallback(
    (index: number) => {
      if (flat.length === 0) return;
      setOpen(true);
      setActive(Math.min(Math.max(index, 0), flat.length - 1));
    },
    [flat.length],
  );

  const close = () => {
    setOpen(false);
    typeahead.current = { text: '', at: 0 };
  };

  const choose = (index: number) => {
    const option = flat[index];
    close();
    if (option) onChange(option.value, option);
  };

  /** The next option (after the active one, wrapping) whose label starts with what was typed. */
  const findByTypeahead = (char: string): number => {
    const now = Date.now();
    const state = typeahead.current;
    state.text = now - state.at > TYPEAHEAD_RESET_MS ? char : state.text + char;
    state.at = now;
    const search = state.text.toLocaleLowerCase(locale);
    // Repeating one letter cycles through the options starting with it.
    const cycling = search.length > 1 && [...search].every((c) => c === search[0]);
    const needle = cycling ? (search[0] ?? '') : search;
    const start = open && active >= 0 ? active + (needle.length === 1 ? 1 : 0) : selectedIndex + 1;
    for (let step = 0; step < flat.length; step += 1) {
      const index = (Math.max(start, 0) + step) % flat.length;
      if (flat[index]?.label.toLocaleLowerCase(locale).startsWith(needle)) return index;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const last = flat.length - 1;
    const current = active >= 0 ? active : selectedIndex;
    const key = event.key;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        openAt(current >= 0 ? current : 0);
      } else if (key === 'Home') {
        event.preventDefault();
        openAt(0);
      } else if (key === 'End') {
        event.preventDefault();
        openAt(last);
      } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && key !== ' ') {
        const found = findByTypeahead(key);
        if (found >= 0) openAt(found);
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) return;
        setActive(Math.min(current + 1, last));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) choose(current);
        else setActive(Math.max(current - 1, 0));
        return;
      case 'PageDown':
        event.preventDefault();
        setActive(Math.min(current + PAGE_SIZE, last));
        return;
      case 'PageUp':
        event.preventDefault();
        setActive(Math.max(current - PAGE_SIZE, 0));
        return;
      case 'Home':
        event.preventDefault();
        setActive(0);
        return;
      case 'End':
        event.preventDefault();
        setActive(last);
        return;
      case 'Enter':
        event.preventDefault();
        choose(current);
        return;
      case ' ':
        // Space inside a type-ahead ("Stockholms s...") searches; otherwise it chooses.
        event.preventDefault();
        if (typeahead.current.text && Date.now() - typeahead.current.at < TYPEAHEAD_RESET_MS) {
          const found = findByTypeahead(' ');
          if (found >= 0) setActive(found);
        } else {
          choose(current);
        }
        return;
      case 'Escape':
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close();
        return;
      default:
        if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const found = findByTypeahead(key);
          if (found >= 0) setActive(found);
        }
    }
  };

  return (
    <div className={`${styles.root} ${size === 'compact' ? styles.compact : ''}`}>
      <div id={labelId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </div>
      <div
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        className={styles.combobox}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-disabled={disabled || undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (disabled) return;
          if (open) close();
          else openAt(selectedIndex >= 0 ? selectedIndex : 0);
        }}
        onBlur={() => close()}
      >
        <span id={valueId} className={selected ? styles.value : styles.placeholder}>
          {selected ? selected.label : placeholder}
        </span>
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </div>
      <div
        ref={listRef}
        role="listbox"
        id={listboxId}
        aria-labelledby={labelId}
        tabIndex={-1}
        className={styles.listbox}
        style={{ minHeight: MENU_HEIGHT.min, maxHeight: MENU_HEIGHT.max }}
        hidden={!open}
        // Keep focus on the combobox while the pointer works in the list (and on its scroll bar).
        onMouseDown={(event) => event.preventDefault()}
      >
        {/* Options exist while the list is open: a closed list has none to offer, and a country's libraries
            would otherwise be built into every page's header. */}
        {open &&
          groups.map((group) => (
            <div key={group.id} role="group" aria-labelledby={`${baseId}-group-${group.id}`}>
              <div id={`${baseId}-group-${group.id}`} role="presentation" className={styles.groupLabel}>
                {group.label}
              </div>
              {group.options.map((option) => {
                const index = flat.indexOf(option);
                return (
                  <div
                    key={option.id}
                    id={optionId(option)}
                    role="option"
                    aria-selected={index === selectedIndex}
                    className={[
                      styles.option,
                      option.indent ? styles.indent : '',
                      index === active ? styles.active : '',
                    ].join(' ')}
                    onMouseMove={() => active !== index && setActive(index)}
                    onClick={() => choose(index)}
                  >
                    {option.label}
                  </div>
                );
              })}
            </div>
          ))}
      </div>
    </div>
  );
}
