import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerKey, getTitle, getTitles } from '@filmhyllan/contract/client';
import { configureApiClient, serializeRequest } from '@/lib/api-client';
import { appQueryClient, renderWithProviders } from '@/test-support/render';
import { titleDetails, titleSummary } from '@/test-support/fixtures';
import { useTitle } from './get-title';
import { useTitles } from './get-titles';
import { emptyFilters, titlesRequestFilters } from '../title-filters';

const session = { sessionid: 'sid-1', csrftoken: 'csrf-1' };
/** The boot data's key of a call, as the server writes it (session fields left out). */
const keyOf = (route: typeof getTitle | typeof getTitles, input: Record<string, unknown>) =>
  answerKey(route.path, serializeRequest(route, input as never, session));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockRejectedValue(new Error('no request expected'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ answers: new Map() });
});

/** Boot data with title 7's page at library 1, named 'Öarna i väster'. */
function answerTitle7AtLibrary1() {
  const answer = { success: true, title: titleDetails({ id: 7, name: 'Öarna i väster' }), suggestions: [] };
  const key = keyOf(getTitle, { title_id: 7, library_id: 1, with_subtitle_languages: true });
  configureApiClient({ session: () => session, answers: new Map([[key, answer]]) });
}

describe('answers the server wrote into the page', () => {
  it("are the title page's first render, without a request", async () => {
    answerTitle7AtLibrary1();
    const renders: (string | undefined)[] = [];
    function TitleName() {
      const query = useTitle({ titleId: 7, libraryId: 1, language: 'sv' });
      renders.push(query.data?.title.name);
      return <p>{query.data?.title.name ?? 'loading'}</p>;
    }
    const view = await renderWithProviders(<TitleName />, { queryClient: appQueryClient().queryClient });
    expect(renders[0]).toBe('Öarna i väster');
    expect(view.getByText('Öarna i väster')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("are All titles' first page in its first render, and the next page is asked for", async () => {
    const input = {
      library_id: 1,
      country_iso: 'se',
      page: 1,
      locale: 'sv',
      ...titlesRequestFilters(emptyFilters),
    };
    const first = { success: true, count: 2, did_you_mean: null, titles: [titleSummary(1), titleSummary(2)] };
    configureApiClient({ session: () => session, answers: new Map([[keyOf(getTitles, input), first]]) });
    const renders: number[] = [];
    function Count() {
      const query = useTitles({ libraryId: 1, country: 'se', language: 'sv' });
      renders.push(query.data?.titles.length ?? -1);
      return <p>{query.data?.titles.length ?? 'loading'}</p>;
    }
    await renderWithProviders(<Count />, { queryClient: appQueryClient().queryClient });
    expect(renders[0]).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are not used for another call', async () => {
    answerTitle7AtLibrary1();
    const renders: (number | undefined)[] = [];
    function Other() {
      const query = useTitle({ titleId: 7, libraryId: 2, language: 'sv' });
      renders.push(query.data?.title.id);
      return null;
    }
    await renderWithProviders(<Other />, { queryClient: appQueryClient().queryClient });
    expect(renders[0]).toBeUndefined();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('library_id=2');
  });
});
