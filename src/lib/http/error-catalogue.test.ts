import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, messageForStatus } from './error-catalogue';

describe('spec §8 status table', () => {
  it.each([
    [400, '请求失败！请您稍后重试'],
    [403, '当前账号无权限访问！'],
    [404, '你所访问的资源不存在！'],
    [405, '网络异常，请稍后再试~'],
    [408, '请求超时！请您稍后重试'],
    [500, '网络繁忙，请稍后再试'],
    [502, '网络繁忙，请稍后重试'],
    [503, '网络异常，请稍后再试'],
    [504, '网络异常，请稍后重试'],
  ])('status %i shows %s', (status, message) => {
    expect(messageForStatus(status, 'ignored status text')).toBe(message);
  });

  it('any other status shows its status text', () => {
    expect(messageForStatus(429, 'Too Many Requests')).toBe('Too Many Requests');
  });

  it('a time-out or network error shows 网络异常，请稍后再试', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe('网络异常，请稍后再试');
  });
});
