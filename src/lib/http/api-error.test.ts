import { describe, expect, it } from 'vitest';
import { ApiError, isCancelledError, shouldRetryRequest } from './api-error';

describe('ApiError', () => {
  it('is typed by kind, and cancelled errors are recognisable', () => {
    const error = new ApiError('请求已取消', 'CANCELLED', 0, { kind: 'cancelled' });
    expect(error.kind).toBe('cancelled');
    expect(isCancelledError(error)).toBe(true);
    expect(isCancelledError(new Error('x'))).toBe(false);
  });

  it('failures the client already reported are never retried (no repeated toast)', () => {
    const shown = new ApiError('网络繁忙，请稍后再试', 500, 500, { kind: 'http', notified: true });
    expect(shouldRetryRequest(0, shown)).toBe(false);
    expect(shouldRetryRequest(0, new TypeError('boom'))).toBe(true);
    expect(shouldRetryRequest(1, new TypeError('boom'))).toBe(false);
  });
});
