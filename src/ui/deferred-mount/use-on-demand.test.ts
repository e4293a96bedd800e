import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand';

describe('useOnDemand (issue #39: a shell menu mounts on the first press of its static trigger)', () => {
  it('wants nothing until pressed, loads on pointer or focus, and stays wanted once pressed', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useOnDemand(load));
    expect(result.current.press).toBeNull();
    act(() => result.current.triggerProps.onPointerEnter());
    act(() => result.current.triggerProps.onFocus());
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.press).toBeNull();
    act(() => result.current.triggerProps.onClick({ detail: 0 }));
    expect(result.current.press).not.toBeNull();
    act(() => result.current.triggerProps.onClick({ detail: 1 }));
    expect(result.current.press).not.toBeNull();
  });

  it('tells a keyboard press (a click counting no pointer clicks) from a pointer one', () => {
    const { result } = renderHook(() => useOnDemand(() => undefined));
    act(() => result.current.triggerProps.onClick({ detail: 0 }));
    expect(result.current.press).toBe('keyboard');
    act(() => result.current.triggerProps.onClick({ detail: 1 }));
    expect(result.current.press).toBe('pointer');
  });
});
