import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import type { Profile } from '../../data/profile/profile-query';
import { saveSession } from '../../lib/session/session-storage';
import {
  controlledContent,
  expectFirstPressFocusAsLater,
} from '../../test-support/first-press-focus';
import { AppHeader } from './app-header';

afterEach(cleanup);

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
// A signed-in session whose reads (user store, notices, exports) stay pending: no server here.
beforeEach(() => {
  saveSession({
    token: `${part({ alg: 'HS256' })}.${part({ sub: '1', jti: 'j', exp: 9e9 })}.s`,
    tenantId: 't1',
  });
  vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
});

const profile: Profile = {
  user: { id: 1, account: 'zhangsan', name: '张三' },
  tenant: { tenant_id: 't1', name: '甲公司' },
  tenants: [
    { tenant_id: 't1', name: '甲公司' },
    { tenant_id: 't2', name: '乙公司' },
  ],
};

function renderHeader() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/index']}>
        <AppHeader profile={profile} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openDialog = () => document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]');

// Both are lazy Chakra islands (header-actions.ts and Chakra load on the first press).
describe(
  "the header's islands (issue #39: they mount on the first press)",
  { timeout: 30_000 },
  () => {
    it('the first press of the account menu opens it and moves focus into it, as later presses do; Escape gives focus back', async () => {
      renderHeader();
      const trigger = () => screen.getByTestId('user-menu');
      await expectFirstPressFocusAsLater(trigger, controlledContent);
    });

    it('the first press of 切换企业 opens its dialog and moves focus into it, as later presses do; Escape gives focus back', async () => {
      renderHeader();
      const trigger = () => screen.getByTestId('tenant-switch');
      await expectFirstPressFocusAsLater(trigger, openDialog);
    });
  },
);
