import type { Library, LibraryList } from '@filmhyllan/contract';
import type { SelectGroup, SelectOption } from '@/components/ui/listbox-select';
import { collator as collatorOf } from '@/lib/intl';

/**
 * The library selector's groups (spec section 2): 'your libraries' (the user's own, when there are any) and
 * 'all libraries', each library followed by its other names indented under it. Sorted with the country's
 * collation, so å, ä, ö (and æ, ø) come after z as Nordic readers expect, not next to a and o.
 */
export function extraNames(library: Pick<Library, 'extra_display_names'>): string[] {
  return library.extra_display_names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export function buildLibraryGroups(
  list: Pick<LibraryList, 'libraries' | 'user_libraries'>,
  locale: string,
  labels: { yourLibraries: string; allLibraries: string },
): SelectGroup<number>[] {
  const collator = collatorOf(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
  const sorted = [...list.libraries].sort(byName);

  const own = new Set(list.user_libraries.map((entry) => entry.library_id));
  const yours: SelectOption<number>[] = sorted
    .filter((library) => own.has(library.id))
    .map((library) => ({ id: `own-${library.id}`, value: library.id, label: library.name }));

  const all: SelectOption<number>[] = sorted.flatMap((library) => [
    { id: `lib-${library.id}`, value: library.id, label: library.name },
    ...extraNames(library)
      .sort((a, b) => collator.compare(a, b))
      .map((name, index) => ({
        id: `lib-${library.id}-${index}`,
        value: library.id,
        label: name,
        indent: true,
      })),
  ]);

  return [
    ...(yours.length > 0 ? [{ id: 'yours', label: labels.yourLibraries, options: yours }] : []),
    { id: 'all', label: labels.allLibraries, options: all },
  ];
}
