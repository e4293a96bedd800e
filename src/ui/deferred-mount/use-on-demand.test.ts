import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand';

describe('useOnDemand (issue #39: a shell menu mounts on the first press of its static trigger)', () => {
  it('wants nothing until pressed, loads on pointer or focus, and stays wanted once pressed', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useOnDemand(load));
    expect(result.current.wanted).toBe(false);
    act(() => result.current.triggerProps.onPointerEnter());
    act(() => result.current.triggerProps.onFocus());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.wanted).toBe(false);
    act(() => result.current.triggerProps.onClick());
    expect(result.current.wanted).toBe(true);
    act(() => result.current.triggerProps.onClick());
    expect(result.current.wanted).toBe(true);
  });
});
