import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { UserData } from '@filmhyllan/contract';
import { refreshAfterCardChange } from './card-change';

const userData = {
  user: { username: 'demo', email: 'demo@example.com', first_name: 'Demo', last_name: 'Patron' },
  profile: {},
  inventories: [{ library_id: 1, card_number: '11111111' }],
} as unknown as UserData;

describe('refreshAfterCardChange', () => {
  it('puts the new cards into the user data and reloads what shows loans or cards, nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(['user', 'data'], userData);
    client.setQueryData(['libraries', 'all', 'se'], 'libraries with user_libraries');
    client.setQueryData(['catalogue', 'sv', 'title', 1110, 1], 'title with num_loans_left');
    client.setQueryData(['catalogue', 'sv', 'titles', 1], 'a page of titles');
    client.setQueryData(['configuration', 'country', 'se'], 'country config');

    const cards = [...userData.inventories, { library_id: 2, card_number: '22222222' }];
    await refreshAfterCardChange(client, cards);

    const cache = client.getQueryCache();
    const invalidated = (key: unknown[]) => cache.find({ queryKey: key, exact: true })?.state.isInvalidated;
    expect(client.getQueryData<UserData>(['user', 'data'])?.inventories).toEqual(cards);
    expect(invalidated(['user', 'data'])).toBe(true);
    expect(invalidated(['libraries', 'all', 'se'])).toBe(true);
    expect(invalidated(['catalogue', 'sv', 'title', 1110, 1])).toBe(true);
    expect(invalidated(['catalogue', 'sv', 'titles', 1])).toBe(false);
    expect(invalidated(['configuration', 'country', 'se'])).toBe(false);
  });
});
