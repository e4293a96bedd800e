import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeAllNotices, notifyError } from '../../lib/notify/notifier';
import { AppToaster } from './app-toaster';

describe('AppToaster (spec §9 notifications)', () => {
  it('shows notifier messages once mounted, including those raised before, and closes them all', async () => {
    closeAllNotices();
    notifyError('挂载前的消息');
    render(
      <ChakraProvider value={defaultSystem}>
        <AppToaster />
      </ChakraProvider>,
    );
    expect(await screen.findByText('挂载前的消息')).toBeTruthy();
    act(() => notifyError('当前账号无权限访问！'));
    expect(await screen.findByText('当前账号无权限访问！')).toBeTruthy();
    act(() => closeAllNotices());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByText('当前账号无权限访问！')).toBeNull();
  });
});
