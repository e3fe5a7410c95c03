import { describe, expect, it } from 'vitest';
import { selectedViewFromSearch, selectedViewQuery, type SelectedView } from './selected-view';

describe('selected titles view in the query string', () => {
  it('round-trips every view', () => {
    const views: SelectedView[] = [
      { kind: 'overview' },
      { kind: 'new' },
      { kind: 'selected' },
      { kind: 'theme', themeId: 18 },
    ];
    for (const view of views) {
      const query = new URLSearchParams(
        Object.entries(selectedViewQuery(view)).map(([k, v]) => [k, String(v)]),
      );
      expect(selectedViewFromSearch(query)).toEqual(view);
    }
  });

  it('falls back to the overview for anything else', () => {
    expect(selectedViewFromSearch('?theme=abc')).toEqual({ kind: 'overview' });
    expect(selectedViewFromSearch('?theme=0')).toEqual({ kind: 'overview' });
    expect(selectedViewFromSearch('?see_all=everything')).toEqual({ kind: 'overview' });
    expect(selectedViewFromSearch('?theme=4&see_all=selected')).toEqual({ kind: 'theme', themeId: 4 });
  });
});
