import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createErrorStore, createQueryClient, shouldRetry } from './network-state';
import { createStorage, FAILURE_COUNTER_THRESHOLD, storageKeys } from './storage';

const apiError = (status: number | undefined, code: ApiError['code'] = 'INTERNAL_ERROR') =>
  new ApiError({ status, code, message: 'x', origin: '/library/library/get_library' });

describe('error store', () => {
  it('opens the popup for status >= 500 and for no status, not for a 4xx', () => {
    const store = createErrorStore('customer');
    store.report(apiError(404, 'NOT_FOUND'), undefined);
    expect(store.getState()).toMatchObject({ count: 1, status: 404, popup: null });
    store.report(apiError(undefined, 'NETWORK_ERROR'), undefined);
    expect(store.getState().popup).toEqual({
      kind: 'error',
      status: undefined,
      origin: '/library/library/get_library',
    });
    store.dismiss();
    store.report(apiError(500), undefined);
    expect(store.getState()).toMatchObject({ count: 3, status: 500, popup: { kind: 'error', status: 500 } });
  });

  it('keeps a status of 500 or above: later errors do not reset it', () => {
    const store = createErrorStore('customer');
    store.report(apiError(503), undefined);
    store.dismiss();
    store.report(apiError(401, 'SESSION_INVALID'), undefined);
    expect(store.getState()).toMatchObject({ count: 2, status: 503, popup: null });
  });

  it('exempt calls count but open no popup', () => {
    const store = createErrorStore('customer');
    store.report(apiError(500), { errorExempt: true });
    expect(store.getState()).toMatchObject({ count: 1, status: 500, popup: null });
  });

  it('shows the service-outage popup for 502/503/504 in the librarian area only', () => {
    const librarian = createErrorStore('librarian');
    librarian.report(apiError(503, 'SERVICE_UNAVAILABLE'), undefined);
    expect(librarian.getState().popup?.kind).toBe('outage');
    librarian.report(apiError(500), undefined);
    expect(librarian.getState().popup?.kind).toBe('error');
    const customer = createErrorStore('customer');
    customer.report(apiError(503, 'SERVICE_UNAVAILABLE'), undefined);
    expect(customer.getState().popup?.kind).toBe('error');
  });
});

describe('failure counter', () => {
  /** A local storage of its own, as a page would have it. */
  function browserStorage() {
    const values = new Map<string, string>();
    const backing = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    return { values, storage: () => createStorage(() => backing) };
  }
  const stored = (values: Map<string, string>) => values.get(storageKeys.failureCounter);

  it('counts failed calls in a row and, from the threshold, says the trouble persists', () => {
    const { values, storage } = browserStorage();
    const store = createErrorStore('customer', storage());
    for (let call = 1; call < FAILURE_COUNTER_THRESHOLD; call += 1) {
      store.report(apiError(call % 2 ? undefined : 502, 'NETWORK_ERROR'), undefined);
      expect(store.getState().failuresInRow).toBe(0);
    }
    expect(stored(values)).toBe(String(FAILURE_COUNTER_THRESHOLD - 1));
    store.report(apiError(500), undefined);
    expect(store.getState().failuresInRow).toBe(FAILURE_COUNTER_THRESHOLD);
    expect(store.getState().popup?.kind).toBe('error');
  });

  it('counts across page loads, and a success resets it', () => {
    const { values, storage } = browserStorage();
    const first = createErrorStore('customer', storage());
    for (let call = 0; call < FAILURE_COUNTER_THRESHOLD - 1; call += 1)
      first.report(apiError(503), undefined);
    // The page is loaded again: the next failure is the tenth in a row.
    const second = createErrorStore('customer', storage());
    expect(second.getState().failuresInRow).toBe(0);
    second.report(apiError(undefined, 'NETWORK_ERROR'), undefined);
    expect(second.getState().failuresInRow).toBe(FAILURE_COUNTER_THRESHOLD);
    second.succeeded();
    expect(second.getState().failuresInRow).toBe(0);
    expect(stored(values)).toBeUndefined();
    second.report(apiError(500), undefined);
    expect(stored(values)).toBe('1');
  });

  it('leaves answers of the service out: a 4xx neither counts nor resets', () => {
    const { values, storage } = browserStorage();
    const store = createErrorStore('customer', storage());
    store.report(apiError(500), undefined);
    store.report(apiError(400, 'VALIDATION_FAILED'), undefined);
    expect(stored(values)).toBe('1');
  });

  it('makes the librarian popup the outage message once failures persist, whatever the status', () => {
    const { storage } = browserStorage();
    const store = createErrorStore('librarian', storage());
    for (let call = 1; call < FAILURE_COUNTER_THRESHOLD; call += 1) {
      store.report(apiError(500), undefined);
      expect(store.getState().popup?.kind).toBe('error');
    }
    store.report(apiError(500), undefined);
    expect(store.getState().popup?.kind).toBe('outage');
  });

  it('is reset by a successful query or mutation of the query client', async () => {
    const { values, storage } = browserStorage();
    const store = createErrorStore('customer', storage());
    store.report(apiError(500), undefined);
    const client = createQueryClient(store);
    await client.fetchQuery({ queryKey: ['ok'], queryFn: () => Promise.resolve(1) });
    expect(stored(values)).toBeUndefined();
    store.report(apiError(500), undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve(1) })
      .execute(undefined);
    expect(stored(values)).toBeUndefined();
  });
});

describe('query client', () => {
  it('retries a transient failure once and a 4xx never', () => {
    expect(shouldRetry(0, apiError(undefined, 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetry(1, apiError(502))).toBe(false);
    expect(shouldRetry(0, apiError(400, 'VALIDATION_FAILED'))).toBe(false);
  });

  it('reports failed queries to the error store unless exempt', async () => {
    const store = createErrorStore('customer');
    const client = createQueryClient(store);
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(apiError(500)), retry: false })
      .catch(() => undefined);
    expect(store.getState()).toMatchObject({ count: 1, popup: { status: 500 } });
    store.dismiss();
    await client
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(apiError(500)),
        retry: false,
        meta: { errorExempt: true },
      })
      .catch(() => undefined);
    expect(store.getState()).toMatchObject({ count: 2, popup: null });
  });
});
