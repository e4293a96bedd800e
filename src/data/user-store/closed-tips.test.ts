import { beforeEach, describe, expect, it } from 'vitest';
import { closedTips, closeTip } from './closed-tips';

describe('expiry tips close once per session (spec §4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('remembers a closed tip per tenant for the session', () => {
    closeTip('expiring', 'youzan');
    closeTip('expiring', 'youzan');
    expect([...closedTips('expiring')]).toEqual(['youzan']);
    expect([...closedTips('demo')]).toEqual([]);
  });

  it('starts over in a new session', () => {
    closeTip('expiring', 'forms');
    sessionStorage.clear();
    expect(closedTips('expiring').size).toBe(0);
  });
});
