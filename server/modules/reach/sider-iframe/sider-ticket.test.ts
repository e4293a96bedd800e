import { describe, expect, it } from 'vitest';
import { signSiderTicket, verifySiderTicket } from './sider-ticket';

// issue #18: the sidebar trusts only a ticket signed with the server's key, for its tenant,
// employee and customer, until it expires.
const ticket = { tenantId: 'demo', employeeId: 7, externalUserId: 'wm-abc', expiresAt: 2_000 };

describe('the sidebar ticket', () => {
  it('carries tenant, employee and external customer id until it expires', () => {
    const token = signSiderTicket('secret', ticket);
    expect(verifySiderTicket('secret', token, 1_999)).toEqual(ticket);
    expect(verifySiderTicket('secret', token, 2_000)).toBeUndefined();
  });

  it('is refused when signed with another key or when its payload is changed', () => {
    const token = signSiderTicket('secret', ticket);
    expect(verifySiderTicket('other-secret', token, 0)).toBeUndefined();
    const forged = signSiderTicket('secret', { ...ticket, tenantId: 'second' }).split('.')[0];
    expect(verifySiderTicket('secret', `${forged}.${token.split('.')[1]}`, 0)).toBeUndefined();
  });

  it('refuses anything that is not a ticket', () => {
    for (const value of [undefined, '', 'a.b', 42, ['x'], 'x'.repeat(700)]) {
      expect(verifySiderTicket('secret', value, 0)).toBeUndefined();
    }
  });
});
