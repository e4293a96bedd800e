import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn((url: string) => new Promise((resolve) => setTimeout(() => resolve({ url }), 0)));
vi.mock('../lib/http/client', () => ({ get }));

describe('startFirstRequests (issue #39, the LCP chain)', () => {
  afterEach(() => get.mockClear());

  it('asks for the menu and the profile at once, and the shell query finds them in flight', async () => {
    const { startFirstRequests } = await import('./start-first-requests');
    const { queryClient } = await import('../lib/query/query-client');
    const { menuQueryOptions, MENU_URL } = await import('../data/menu/menu-query');
    startFirstRequests();
    expect(get.mock.calls.map(([url]) => url)).toEqual([MENU_URL, '/scrm/v1/auth/profile']);
    await queryClient.fetchQuery(menuQueryOptions);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
