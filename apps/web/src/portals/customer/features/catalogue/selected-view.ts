/**
 * What the Selected titles screen shows, from its query string: the overview (new titles, the library's
 * picks, themes), or one list in full ('see all'): ?see_all=new for the new titles, ?see_all=selected for the
 * picks, ?theme=<id> for a theme.
 * See-all lists are the same route with a query parameter: shareable, and the back button returns to the
 * overview.
 */
export type SelectedView =
  { kind: 'overview' } | { kind: 'new' } | { kind: 'selected' } | { kind: 'theme'; themeId: number };

export function selectedViewFromSearch(search: string | URLSearchParams): SelectedView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const theme = params.get('theme');
  if (theme !== null && /^\d{1,10}$/.test(theme) && Number(theme) > 0) {
    return { kind: 'theme', themeId: Number(theme) };
  }
  const seeAll = params.get('see_all');
  if (seeAll === 'new') return { kind: 'new' };
  if (seeAll === 'selected') return { kind: 'selected' };
  return { kind: 'overview' };
}

/** The query for a view, for the typed href builder of the Selected titles route. */
export function selectedViewQuery(view: SelectedView): Record<string, string | number> {
  switch (view.kind) {
    case 'theme':
      return { theme: view.themeId };
    case 'new':
      return { see_all: 'new' };
    case 'selected':
      return { see_all: 'selected' };
    default:
      return {};
  }
}
