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

/** What `read` (a hook) gives in a component's first render under the app's QueryClient, and the rendered page. */
async function firstRender<T>(read: () => T) {
  const seen: T[] = [];
  function Probe() {
    const value = read();
    seen.push(value);
    return <p>{String(value ?? 'loading')}</p>;
  }
  const view = await renderWithProviders(<Probe />, { queryClient: appQueryClient().queryClient });
  return { first: seen[0], view };
}

describe('answers the server wrote into the page', () => {
  it("are the title page's first render, without a request", async () => {
    answerTitle7AtLibrary1();
    const { first, view } = await firstRender(
      () => useTitle({ titleId: 7, libraryId: 1, language: 'sv' }).data?.title.name,
    );
    expect(first).toBe('Öarna i väster');
    expect(view.getByText('Öarna i väster')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("are All titles' first page in its first render, without a request", async () => {
    const input = {
      library_id: 1,
      country_iso: 'se',
      page: 1,
      locale: 'sv',
      ...titlesRequestFilters(emptyFilters),
    };
    const page = { success: true, count: 2, did_you_mean: null, titles: [titleSummary(1), titleSummary(2)] };
    configureApiClient({ session: () => session, answers: new Map([[keyOf(getTitles, input), page]]) });
    const { first } = await firstRender(
      () => useTitles({ libraryId: 1, country: 'se', language: 'sv' }).data?.titles.length,
    );
    expect(first).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are not used for another call', async () => {
    answerTitle7AtLibrary1();
    const { first } = await firstRender(
      () => useTitle({ titleId: 7, libraryId: 2, language: 'sv' }).data?.title.id,
    );
    expect(first).toBeUndefined();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('library_id=2');
  });
});
