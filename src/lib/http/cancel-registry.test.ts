import { describe, expect, it } from 'vitest';
import {
  CANCELLED_REASON,
  cancelRequest,
  claimCancelKey,
  releaseCancelKey,
} from './cancel-registry';

describe('spec §4 cancel keys', () => {
  it('a new claim on the same key aborts the older controller as cancelled', () => {
    const older = new AbortController();
    const newer = new AbortController();
    claimCancelKey('k', older);
    claimCancelKey('k', newer);
    expect(older.signal.aborted).toBe(true);
    expect(older.signal.reason).toBe(CANCELLED_REASON);
    expect(newer.signal.aborted).toBe(false);
    releaseCancelKey('k', newer);
  });

  it('releasing an older controller does not forget the newer one', () => {
    const older = new AbortController();
    const newer = new AbortController();
    claimCancelKey('k2', older);
    claimCancelKey('k2', newer);
    releaseCancelKey('k2', older);
    cancelRequest('k2');
    expect(newer.signal.aborted).toBe(true);
  });

  it('different keys do not cancel each other', () => {
    const a = new AbortController();
    const b = new AbortController();
    claimCancelKey('a', a);
    claimCancelKey('b', b);
    expect(a.signal.aborted).toBe(false);
    releaseCancelKey('a', a);
    releaseCancelKey('b', b);
  });
});
