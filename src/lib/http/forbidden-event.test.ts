// issue #14: every 403 is announced, so the shell can refresh the menu after a role change.
import { describe, expect, it } from 'vitest';
import { emitForbidden, onForbidden } from './forbidden-event';

describe('forbidden event', () => {
  it('tells subscribers the URL that answered 403, until they unsubscribe', () => {
    const seen: string[] = [];
    const stop = onForbidden((url) => seen.push(url));
    emitForbidden('/scrm/v1/customer/loss-customers');
    stop();
    emitForbidden('/scrm/v1/other');
    expect(seen).toEqual(['/scrm/v1/customer/loss-customers']);
  });
});
