import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session/session-storage';
import { expectFirstPressFocusAsLater } from '../../../test-support/first-press-focus';
import { AllNotices, CardAction } from './home-parts';

afterEach(cleanup);

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
// A signed-in session whose reads (the notice list) stay pending: no server here.
beforeEach(() => {
  saveSession({
    token: `${part({ alg: 'HS256' })}.${part({ sub: '1', jti: 'j', exp: 9e9 })}.s`,
    tenantId: 't1',
  });
  vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
});

/** Elements styled by Emotion at run time: Chakra rendered them. */
const chakraStyled = () =>
  [...document.querySelectorAll('[class*="css-"]')].filter((element) =>
    [...element.classList].some((name) => /^css-[0-9a-z]+$/.test(name)),
  );

const openDialog = () => document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]');

// issue #39 (docs/architecture.md "Styling" point 5): /index's parts render no Chakra until the
// user shows intent to use one.
describe(
  "/index's card actions and 查看全部 (issue #39: Chakra on intent)",
  { timeout: 30_000 },
  () => {
    it('a card action is a static button at once, and while it works it is disabled and busy with a spinner over its kept label', () => {
      const { rerender } = render(
        <CardAction label="重新检测" palette="blue" loading={false} onClick={() => undefined} />,
      );
      const button = screen.getByRole('button', { name: '重新检测' });
      expect(button.className).toBe('bt-xs-ghost sc-palette-blue');
      expect(button.getAttribute('aria-busy')).toBeNull();
      rerender(<CardAction label="重新检测" palette="blue" loading onClick={() => undefined} />);
      const busy = screen.getByRole('button', { name: '重新检测' });
      expect(busy).toBe(button);
      expect(busy.getAttribute('aria-busy')).toBe('true');
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      expect(busy.querySelector('.bt-busy-spinner')).not.toBeNull();
      expect(chakraStyled()).toEqual([]);
    });

    it('查看全部 renders no Chakra before its first press; the first press opens the notice list and moves focus into it, as later presses do; Escape gives focus back', async () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <AllNotices />
        </QueryClientProvider>,
      );
      const trigger = () => screen.getByTestId('home-all-notices');
      expect(trigger().className).toBe('bt-xs-ghost sc-palette-blue');
      expect(chakraStyled()).toEqual([]);
      await expectFirstPressFocusAsLater(trigger, openDialog);
      expect(openDialog()).toBeNull();
    });
  },
);
