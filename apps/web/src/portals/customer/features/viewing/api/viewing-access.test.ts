// @vitest-environment jsdom
// (reads and writes document.cookie or the document)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { ApiError } from '@/lib/api-client';
import { fetchViewingAccess, previewToken } from './viewing-access';

const calls = vi.hoisted(() => ({ callEndpoint: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  callEndpoint: calls.callEndpoint,
}));

const refused = (status: number, code: 'TITLE_NOT_FOUND' | 'LOGIN_REQUIRED' | 'INTERNAL_ERROR') =>
  new ApiError({ status, code, message: code, origin: '/x' });

beforeEach(() => {
  calls.callEndpoint.mockReset();
  for (const name of ['operator', 'librarian'])
    for (const field of ['sessionid', 'csrftoken'])
      document.cookie = `${name}_portal_${field}=; path=/; max-age=0`;
});

describe('previewToken', () => {
  it('reads the token from the fragment only when it looks like one', () => {
    expect(previewToken('#preview=abc_DEF-123')).toBe('abc_DEF-123');
    expect(previewToken('#preview=a%20b')).toBeUndefined();
    expect(previewToken('')).toBeUndefined();
  });
});

describe('fetchViewingAccess', () => {
  it('answers not found without any call when the visitor has no operator or librarian session', async () => {
    expect(await fetchViewingAccess('admin', 7, undefined)).toBeNull();
    expect(await fetchViewingAccess('librarian', 7, undefined)).toBeNull();
    expect(await fetchViewingAccess('special', 7, undefined)).toBeNull();
    expect(calls.callEndpoint).not.toHaveBeenCalled();
  });

  it("calls the operator portal with the operator's own session from its cookies", async () => {
    document.cookie = 'operator_portal_sessionid=op-session; path=/';
    document.cookie = 'operator_portal_csrftoken=op-csrf; path=/';
    calls.callEndpoint.mockResolvedValue({ title_id: 7 });
    expect(await fetchViewingAccess('admin', 7, undefined)).toEqual({ expiresAt: null });
    const [route, input, options] = calls.callEndpoint.mock.calls[0]!;
    expect(route.path).toBe('/operator/viewing/get_viewing');
    expect(input).toEqual({ title_id: 7 });
    expect(options.session).toEqual({ sessionid: 'op-session', csrftoken: 'op-csrf' });
  });

  it('turns a refusal into not found and lets a server failure through', async () => {
    document.cookie = 'librarian_portal_sessionid=lib; path=/';
    document.cookie = 'librarian_portal_csrftoken=csrf; path=/';
    calls.callEndpoint.mockRejectedValueOnce(refused(404, 'TITLE_NOT_FOUND'));
    expect(await fetchViewingAccess('librarian', 7, undefined)).toBeNull();
    calls.callEndpoint.mockRejectedValueOnce(refused(500, 'INTERNAL_ERROR'));
    await expect(fetchViewingAccess('librarian', 7, undefined)).rejects.toThrow();
  });

  it("shows a preview link's page only for the link's own title", async () => {
    calls.callEndpoint.mockResolvedValue({ title_id: 8, expires_at: '2026-12-01T00:00:00Z' });
    expect(await fetchViewingAccess('special', 8, 'tok')).toEqual({ expiresAt: '2026-12-01T00:00:00Z' });
    expect(await fetchViewingAccess('special', 9, 'tok')).toBeNull();
  });
});
