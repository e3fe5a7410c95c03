import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { libraryHref } from '@/app/paths';
import { restoreFetch, stubApi } from '@/test-support/session';
import { fetchTitle, titleKey } from './get-title';

/*
 * The title page's suggestions come from get_title, not get_title_suggestions (documented on both calls in the
 * contract): the page belongs to one library, get_title is asked with it and answers that library's
 * suggestions in the same round trip, and a change of library leaves the title page.
 */
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => stubApi(fetchMock));
afterEach(() => restoreFetch(fetchMock));

const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));

describe('get_title on the title page', () => {
  it("asks with the page's library, so its suggestions are that library's", async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await fetchTitle({ titleId: 1110, libraryId: 3, language: 'sv' }).catch(() => {});
    const [url] = requested();
    expect(url?.pathname).toMatch(/\/library\/title\/get_title$/);
    expect(url?.searchParams.get('library_id')).toBe('3');
    expect(url?.searchParams.get('title_id')).toBe('1110');
    expect(requested().some((call) => call.pathname.endsWith('get_title_suggestions'))).toBe(false);
  });

  it("keeps each library's answer apart: suggestions of one library are never shown in another", () => {
    const query = { titleId: 1110, language: 'sv' } as const;
    expect(titleKey({ ...query, libraryId: 3 })).not.toEqual(titleKey({ ...query, libraryId: 8 }));
  });

  it('a change of library leaves the title page for the new library', () => {
    expect(libraryHref('sv', 8, '/sv/library/3/title/1110')).toBe('/sv/library/8/all');
  });
});
