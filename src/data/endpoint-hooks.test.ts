import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, responseOf, signedIn } from '../../contract/endpoint';
import { endpointQuery, useEndpointQuery } from './endpoint-hooks';

const detail = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/test/things/:id',
  permission: signedIn,
  params: z.object({ id: z.string() }),
  response: responseOf<{ status: number }>(),
});

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

describe('the one data path (issue #34)', () => {
  it('one definition of the endpoint hooks: no feature declares its own useEndpointQuery, useEndpointMutation or useStatQuery', () => {
    const declaring = execSync(
      "git grep -lE 'function (useEndpointQuery|useEndpointMutation|useStatQuery)\\b' -- src",
    )
      .toString()
      .trim()
      .split('\n');
    expect(declaring).toEqual(['src/data/endpoint-hooks.ts']);
  });

  it('no feature pairs useQuery with callEndpoint by hand: every read goes through useEndpointQuery', () => {
    const files = execSync("git grep -l 'callEndpoint' -- src/features").toString().trim();
    const offenders = files
      .split('\n')
      .filter(Boolean)
      .filter((file) => /\buseQuery\(/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('a refetch interval may be chosen from the last answer (poll while 发送中, stop after)', () => {
    const options = endpointQuery(
      detail,
      { params: { id: '1' } },
      { refetchInterval: (data) => (data?.status === 2 ? 3000 : false) },
    );
    const interval = options.refetchInterval as (query: unknown) => number | false;
    expect(interval({ state: { data: { status: 2 } } })).toBe(3000);
    expect(interval({ state: { data: { status: 3 } } })).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });

  it('keyExtra is part of the key, so a new version reads again', () => {
    const plain = endpointQuery(detail, { params: { id: '1' } });
    const versioned = endpointQuery(detail, { params: { id: '1' } }, { keyExtra: 7 });
    expect(versioned.queryKey).toEqual([...plain.queryKey, 7]);
  });

  it('offline, an input never loaded on this device says so (missingOffline) instead of spinning', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    client.setQueryData(endpointQuery(detail, { params: { id: '1' } }).queryKey, { status: 1 });
    setOnline(false);
    const seen = renderHook(() => useEndpointQuery(detail, { params: { id: '1' } }), { wrapper });
    const unseen = renderHook(() => useEndpointQuery(detail, { params: { id: '2' } }), {
      wrapper,
    });
    expect(seen.result.current.missingOffline).toBe(false);
    expect(unseen.result.current.missingOffline).toBe(true);
    act(() => setOnline(true));
    expect(unseen.result.current.missingOffline).toBe(false);
    client.clear();
  });
});
