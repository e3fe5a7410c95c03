import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createErrorStore, createQueryClient, shouldRetry } from './network-state';

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
