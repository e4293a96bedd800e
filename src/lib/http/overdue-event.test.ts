import { describe, expect, it, vi } from 'vitest';
import { OVERDUE_EVENT, emitOverdue, onOverdue } from './overdue-event';

describe('spec §8 overdue ("102") event', () => {
  it('reaches listeners as the window event scrm:overdue until they unsubscribe', () => {
    const listener = vi.fn();
    const windowListener = vi.fn();
    window.addEventListener(OVERDUE_EVENT, windowListener);
    const stop = onOverdue(listener);
    emitOverdue({ url: '/x', msg: '即将到期', data: null });
    stop();
    emitOverdue({ url: '/x', msg: '即将到期', data: null });
    window.removeEventListener(OVERDUE_EVENT, windowListener);
    expect(OVERDUE_EVENT).toBe('scrm:overdue');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(windowListener).toHaveBeenCalledTimes(2);
  });
});
