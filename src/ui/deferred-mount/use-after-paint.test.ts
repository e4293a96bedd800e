import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint } from './use-after-paint';

const nextFrameAndTask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

describe('useAfterPaint (issue #23: below-the-fold parts mount after the first paint)', () => {
  it('is false in the first commit and true after a painted frame', async () => {
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('waits while its condition is false, then turns true after the next frame', async () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), {
      initialProps: { ready: false },
    });
    await act(nextFrameAndTask);
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
