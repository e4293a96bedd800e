import { afterEach, describe, expect, it } from 'vitest';
import { emitOverdue } from '../../lib/http/overdue-event';
import { getOverdueState, resetOverdueState, subscribeOverdue } from './overdue-state';

describe('overdue state (spec §8: body code "102" raises the expiry state)', () => {
  afterEach(() => resetOverdueState());

  it('is raised by the request client’s overdue event while subscribed', () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribeOverdue(() => seen.push(getOverdueState().overdue));
    emitOverdue({ url: '/scrm/v1/x', msg: '服务已到期', data: null });
    expect(getOverdueState()).toEqual({ overdue: true, msg: '服务已到期' });
    expect(seen).toEqual([true]);
    unsubscribe();
  });

  it('stops listening when nobody subscribes', () => {
    const unsubscribe = subscribeOverdue(() => undefined);
    unsubscribe();
    emitOverdue({ url: '/x', msg: 'x', data: null });
    expect(getOverdueState().overdue).toBe(false);
  });
});
