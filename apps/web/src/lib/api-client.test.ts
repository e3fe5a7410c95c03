import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerKey,
  getAllLibraries,
  initPortalSession,
  renewPortalCsrftoken,
} from '@filmhyllan/contract/client';
import {
  ApiError,
  callEndpoint,
  configureApiClient,
  endpointQuery,
  serializeRequest,
  takeBootAnswer,
} from './api-client';

const session = { sessionid: 'sid-1', csrftoken: 'csrf-1' };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const libraryList = {
  libraries: [
    {
      id: 1,
      name: 'Stockholms stadsbibliotek',
      country_iso: 'se',
      logo_url: null,
      display_name: 'Stockholms stadsbibliotek',
      font_family: null,
      extra_display_names: '',
      library_loan_budget_reached: false,
      customer_loan_budget_reached: false,
      new_loans_date: null,
      new_loans_date_library: null,
      library_allowance: null,
    },
  ],
  user_libraries: [],
  number_of_titles: 12,
};

describe('serializeRequest', () => {
  it('adds the session id to GET calls and the CSRF token to POST calls', () => {
    const get = serializeRequest({ method: 'GET', access: 'session' }, { country: 'se' }, session);
    expect(get.toString()).toBe('country=se&portal_sessionid=sid-1');
    const post = serializeRequest({ method: 'POST', access: 'session' }, { title_id: 3 }, session);
    expect(Object.fromEntries(post)).toEqual({
      title_id: '3',
      portal_sessionid: 'sid-1',
      portal_csrftoken: 'csrf-1',
    });
  });

  it('sends no session fields when starting a session', () => {
    const params = serializeRequest({ method: 'POST', access: 'none' }, { portal: 'librarian' }, session);
    expect(params.toString()).toBe('portal=librarian');
  });

  it('brackets lists, writes booleans as 1/0 and leaves out absent values', () => {
    const params = serializeRequest(
      { method: 'GET', access: 'session' },
      { genres: [1, 19], languages: ['sv', 'en'], with_subtitle_languages: true, search: undefined, x: null },
      undefined,
    );
    expect(Object.fromEntries(params)).toEqual({
      genres: '[1,19]',
      languages: '["sv","en"]',
      with_subtitle_languages: '1',
    });
  });
});

describe('callEndpoint', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({
      baseUrl: '/api',
      session: () => session,
      language: () => 'fi',
      location: () => '/fi/library/3/all',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends a GET with the query, the session id and the app headers, and parses the answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, libraryList));
    const result = await callEndpoint(getAllLibraries, { country: 'fi' });
    expect(result.libraries[0]?.name).toBe('Stockholms stadsbibliotek');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/library/library/get_all_libraries?country=fi&portal_sessionid=sid-1');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'X-App-Location': '/fi/library/3/all',
      'X-App-Language': 'fi',
    });
  });

  it('sends a POST form-encoded with session id and CSRF token in the body', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        new_csrftoken: 'csrf-2',
        login_data: { user: null, librarian: { username: 'anna', library_id: 4 } },
      }),
    );
    const result = await callEndpoint(renewPortalCsrftoken, {});
    expect(result.login_data.librarian?.username).toBe('anna');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/renew_portal_csrftoken');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(init?.body).toBe('portal_sessionid=sid-1&portal_csrftoken=csrf-1');
  });

  it('passes the abort signal to fetch and rethrows the abort as is', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_url, init) => {
      expect(init?.signal).toBe(controller.signal);
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(
      callEndpoint(getAllLibraries, { country: 'se' }, { signal: controller.signal }),
    ).rejects.toThrow(DOMException);
  });

  it('maps an error answer to an ApiError with status, code, message and fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        success: false,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Felaktig uppgift',
          fields: { country: 'unknown country' },
        },
      }),
    );
    const error = await callEndpoint(getAllLibraries, { country: 'se' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Felaktig uppgift',
      fields: { country: 'unknown country' },
      origin: '/library/library/get_all_libraries',
    });
  });

  it('maps a network failure to an ApiError without status', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callEndpoint(initPortalSession, { portal: 'customer' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: undefined, code: 'NETWORK_ERROR' });
  });

  it('maps a 502 with an HTML body from a proxy to INTERNAL_ERROR with the status', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await callEndpoint(getAllLibraries, { country: 'se' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL_ERROR', message: 'Bad Gateway' });
  });

  it('rejects an answer that is no JSON object, and an error answer with a code it does not know', async () => {
    for (const body of [null, [1, 2], 'text']) {
      fetchMock.mockResolvedValue(jsonResponse(200, body));
      const error = await callEndpoint(getAllLibraries, { country: 'se' }).catch((e: unknown) => e);
      expect(error, JSON.stringify(body)).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    }
    fetchMock.mockResolvedValue(
      jsonResponse(400, { success: false, error: { code: 'NO_SUCH_CODE', message: 'x' } }),
    );
    const error = await callEndpoint(getAllLibraries, { country: 'se' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_RESPONSE' });
  });

  it('answers a GET from the boot data once, then asks the server', async () => {
    configureApiClient({
      answers: new Map([[answerKey(getAllLibraries.path, [['country', 'se']]), libraryList]]),
    });
    expect((await callEndpoint(getAllLibraries, { country: 'se' })).number_of_titles).toBe(12);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { ...libraryList, number_of_titles: 13 })),
    );
    expect((await callEndpoint(getAllLibraries, { country: 'se' })).number_of_titles).toBe(13);
    // Another country is another call: not answered from the boot data.
    configureApiClient({
      answers: new Map([[answerKey(getAllLibraries.path, [['country', 'se']]), libraryList]]),
    });
    expect((await callEndpoint(getAllLibraries, { country: 'no' })).number_of_titles).toBe(13);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    configureApiClient({ answers: new Map() });
  });

  it("hands a query the boot data's answer at once, once, and only for the same call", async () => {
    configureApiClient({
      answers: new Map([[answerKey(getAllLibraries.path, [['country', 'se']]), libraryList]]),
    });
    expect(takeBootAnswer(getAllLibraries, { country: 'no' })).toBeUndefined();
    expect(takeBootAnswer(getAllLibraries, { country: 'se' })?.number_of_titles).toBe(12);
    // Taken: a later call asks the server.
    expect(takeBootAnswer(getAllLibraries, { country: 'se' })).toBeUndefined();
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { ...libraryList, number_of_titles: 13 })),
    );
    expect((await callEndpoint(getAllLibraries, { country: 'se' })).number_of_titles).toBe(13);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives a query the same call's boot answer as initial data and asks the server for that call", async () => {
    configureApiClient({
      answers: new Map([[answerKey(getAllLibraries.path, [['country', 'se']]), libraryList]]),
    });
    const query = endpointQuery(getAllLibraries, { country: 'se' });
    expect(query.initialData()?.number_of_titles).toBe(12);
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { ...libraryList, number_of_titles: 13 })),
    );
    expect((await query.queryFn({})).number_of_titles).toBe(13);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('country=se');
    expect(query.initialData()).toBeUndefined();
  });

  it('takes over a session replaced by a login in another tab and repeats the call once', async () => {
    let current = session;
    const onSessionInvalid = vi.fn(() => {
      current = { sessionid: 'sid-rotated', csrftoken: 'csrf-rotated' };
      return Promise.resolve(true);
    });
    configureApiClient({ session: () => current, onSessionInvalid });
    const refused = { success: false, error: { code: 'SESSION_INVALID', message: 'Ogiltig session' } };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, refused))
      .mockResolvedValueOnce(jsonResponse(200, libraryList));
    const result = await callEndpoint(getAllLibraries, { country: 'se' });
    expect(result.number_of_titles).toBe(12);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[1]![0]).toContain('portal_sessionid=sid-rotated');

    // Nothing newer to take over: the refusal reaches the caller, and the call is not repeated.
    fetchMock.mockReset();
    onSessionInvalid.mockImplementation(() => Promise.resolve(false));
    fetchMock.mockResolvedValue(jsonResponse(401, refused));
    const error = await callEndpoint(getAllLibraries, { country: 'se' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'SESSION_INVALID' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    configureApiClient({ onSessionInvalid: () => Promise.resolve(false) });
  });
});
