import { beforeEach, describe, expect, it } from 'vitest';
import { mostUsedPages, pageVisitCounts, recordPageVisit, visitedPage } from './page-visits';

describe('most used pages (/index shortcuts)', () => {
  beforeEach(() => localStorage.clear());

  it('counts top-level pages per tenant and user, children under their parent', () => {
    recordPageVisit('demo:1', '/channel-code');
    recordPageVisit('demo:1', '/channel-code/code-form');
    recordPageVisit('demo:1', '/tag-manage');
    recordPageVisit('demo:1', '/index');
    recordPageVisit('demo:1', '/no-such-page');
    expect(pageVisitCounts('demo:1')).toEqual({ '/channel-code': 2, '/tag-manage': 1 });
    expect(pageVisitCounts('second:1')).toEqual({});
    expect(visitedPage('/index')).toBeUndefined();
  });

  it('orders by visits, then by the daily-route defaults', () => {
    const order = mostUsedPages(
      { '/tag-manage': 3, '/welcome': 1 },
      ['/welcome', '/customer-list', '/tag-manage', '/channel-code'],
      ['/customer-list', '/channel-code'],
      3,
    );
    expect(order).toEqual(['/tag-manage', '/welcome', '/customer-list']);
  });
});
