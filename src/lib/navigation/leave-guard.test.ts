import { act, renderHook } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardHistory, useLeaveBlocker } from './leave-guard';

function setUp() {
  const history = guardHistory(
    UNSAFE_createMemoryHistory({
      initialEntries: ['/index', '/super-form/edit-form'],
      v5Compat: true,
    }),
  );
  const heard: string[] = [];
  history.listen(({ location }) => heard.push(location.pathname));
  const hook = renderHook(() =>
    useLeaveBlocker(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    ),
  );
  return { history, heard, hook };
}

describe('leave guard (issue #7 unsaved changes, issue #23 declarative router)', () => {
  it('holds a push to another page until proceed, and drops it on reset', () => {
    const { history, heard, hook } = setUp();
    act(() => history.push('/super-form'));
    expect(hook.result.current.state).toBe('blocked');
    expect(history.location.pathname).toBe('/super-form/edit-form');
    act(() => hook.result.current.reset?.());
    expect(hook.result.current.state).toBe('unblocked');
    expect(history.location.pathname).toBe('/super-form/edit-form');
    act(() => history.push('/super-form'));
    act(() => hook.result.current.proceed?.());
    expect(history.location.pathname).toBe('/super-form');
    expect(heard).toEqual(['/super-form']);
    // Leaving once does not switch the guard off for the next navigation.
    act(() => history.push('/customer-list'));
    expect(hook.result.current.state).toBe('blocked');
  });

  it('steps a blocked back step back, and replays it on proceed', () => {
    const { history, heard, hook } = setUp();
    act(() => history.go(-1));
    expect(hook.result.current.state).toBe('blocked');
    expect(history.location.pathname).toBe('/super-form/edit-form');
    expect(heard).toEqual([]);
    act(() => hook.result.current.proceed?.());
    expect(history.location.pathname).toBe('/index');
    expect(heard).toEqual(['/index']);
  });

  it('lets everything through once the guard is unmounted', () => {
    const { history, hook } = setUp();
    hook.unmount();
    history.push('/customer-list');
    expect(history.location.pathname).toBe('/customer-list');
  });
});
