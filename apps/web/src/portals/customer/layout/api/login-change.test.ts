import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dependsOnLogin, forgetLoginResults, refreshAfterLogin } from './login-change';

function seededClient() {
  const client = new QueryClient();
  client.setQueryData(['boot', 'customer'], 'session and translations');
  client.setQueryData(['configuration', 'country', 'se'], 'country config');
  client.setQueryData(['libraries', 'all', 'se'], 'libraries with user_libraries');
  client.setQueryData(['catalogue', 'sv', 'title', 1], 'title with is_favourite');
  client.setQueryData(['user', 'data'], 'saved cards');
  return client;
}

describe('dependsOnLogin', () => {
  it('leaves out only the start-up and the configuration', () => {
    expect(dependsOnLogin({ queryKey: ['boot', 'customer'] })).toBe(false);
    expect(dependsOnLogin({ queryKey: ['configuration', 'site', 'sv'] })).toBe(false);
    expect(dependsOnLogin({ queryKey: ['catalogue', 'sv'] })).toBe(true);
    expect(dependsOnLogin({ queryKey: ['libraries', 'all', 'se'] })).toBe(true);
    expect(dependsOnLogin({ queryKey: ['user', 'data'] })).toBe(true);
  });
});

describe('after a login', () => {
  it('marks every result that may carry the user stale and never touches the start-up', async () => {
    const client = seededClient();
    await refreshAfterLogin(client);
    const cache = client.getQueryCache();
    expect(cache.find({ queryKey: ['boot', 'customer'] })?.state.isInvalidated).toBe(false);
    expect(cache.find({ queryKey: ['configuration', 'country', 'se'] })?.state.isInvalidated).toBe(false);
    expect(cache.find({ queryKey: ['libraries', 'all', 'se'] })?.state.isInvalidated).toBe(true);
    expect(cache.find({ queryKey: ['catalogue', 'sv', 'title', 1] })?.state.isInvalidated).toBe(true);
  });
});

describe('after a logout', () => {
  it("drops the user's results and keeps the start-up and configuration", async () => {
    const client = seededClient();
    await forgetLoginResults(client);
    expect(client.getQueryData(['boot', 'customer'])).toBe('session and translations');
    expect(client.getQueryData(['configuration', 'country', 'se'])).toBe('country config');
    expect(client.getQueryData(['libraries', 'all', 'se'])).toBeUndefined();
    expect(client.getQueryData(['catalogue', 'sv', 'title', 1])).toBeUndefined();
    expect(client.getQueryData(['user', 'data'])).toBeUndefined();
  });
});
