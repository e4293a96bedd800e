import { describe, expect, it } from 'vitest';
import { getLoadingCount, startLoading, stopLoading } from './loading-indicator';

const element = () => document.getElementById('loading');

describe('spec §4 loading element', () => {
  it('is created when a loading call starts and counts outstanding calls', () => {
    startLoading();
    startLoading();
    expect(element()?.dataset.count).toBe('2');
    stopLoading();
    expect(element()?.dataset.count).toBe('1');
    stopLoading();
  });

  it('is removed when the count reaches zero', () => {
    startLoading();
    stopLoading();
    expect(element()).toBeNull();
    expect(getLoadingCount()).toBe(0);
  });

  it('never goes negative', () => {
    stopLoading();
    stopLoading();
    expect(getLoadingCount()).toBe(0);
    startLoading();
    expect(getLoadingCount()).toBe(1);
    expect(element()).not.toBeNull();
    stopLoading();
  });

  it('uses an element already on the page', () => {
    const existing = document.createElement('div');
    existing.id = 'loading';
    document.body.append(existing);
    startLoading();
    expect(element()).toBe(existing);
    stopLoading();
    expect(existing.isConnected).toBe(false);
  });
});
