import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NOTICE_DURATION_MS,
  closeAllNotices,
  connectNoticeSink,
  notifyError,
  notifySuccess,
  whenNoticeWaits,
} from './notifier';
import type { Notice } from './notifier';

let shown: Notice[];
let disconnect: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  closeAllNotices();
  shown = [];
  disconnect = connectNoticeSink({
    show: (notice) => shown.push(notice),
    closeAll: () => undefined,
  });
});

afterEach(() => {
  disconnect();
  vi.useRealTimers();
});

describe('notifier (spec §9)', () => {
  it('shows notices for 4.5 s', () => {
    notifyError('失败了');
    notifySuccess('保存成功');
    expect(NOTICE_DURATION_MS).toBe(4500);
    expect(shown).toEqual([
      { type: 'error', title: '失败了', duration: 4500 },
      { type: 'success', title: '保存成功', duration: 4500 },
    ]);
  });

  it('the same message raised again while its toast is on screen (4.5 s) shows once', () => {
    for (let i = 0; i < 10; i += 1) notifyError('网络繁忙，请稍后再试');
    vi.advanceTimersByTime(4499);
    notifyError('网络繁忙，请稍后再试');
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    notifyError('网络繁忙，请稍后再试');
    expect(shown).toHaveLength(2);
  });

  it('never shows an empty message', () => {
    notifyError('');
    notifyError('   ');
    expect(shown).toEqual([]);
  });

  it('does not crash without a toaster and shows waiting notices once one connects', () => {
    disconnect();
    expect(() => notifyError('稍后显示')).not.toThrow();
    const late: Notice[] = [];
    disconnect = connectNoticeSink({
      show: (notice) => late.push(notice),
      closeAll: () => undefined,
    });
    expect(late.map((notice) => notice.title)).toEqual(['稍后显示']);
  });

  it('closeAllNotices closes the toaster and drops waiting notices', () => {
    const closeAll = vi.fn();
    disconnect();
    notifyError('不该出现');
    closeAllNotices();
    const late: Notice[] = [];
    disconnect = connectNoticeSink({ show: (notice) => late.push(notice), closeAll });
    closeAllNotices();
    expect(late).toEqual([]);
    expect(closeAll).toHaveBeenCalledTimes(1);
  });
});

describe('toaster on demand (issue #23)', () => {
  it('calls back once when a notice waits with no toaster connected, not before', () => {
    disconnect();
    const wanted = vi.fn();
    const stop = whenNoticeWaits(wanted);
    expect(wanted).not.toHaveBeenCalled();
    notifyError('网络繁忙，请稍后再试');
    notifyError('另一条');
    expect(wanted).toHaveBeenCalledTimes(1);
    stop();
    // A notice already waiting calls back at once; the toaster then shows what waited.
    const late = vi.fn();
    whenNoticeWaits(late);
    expect(late).toHaveBeenCalledTimes(1);
    disconnect = connectNoticeSink({ show: (notice) => shown.push(notice), closeAll: () => {} });
    expect(shown.map((notice) => notice.title)).toEqual(['网络繁忙，请稍后再试', '另一条']);
  });
});
