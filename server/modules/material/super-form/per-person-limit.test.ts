// issue #32 finding 9: a super form's per-person limit (commit_limit) is keyed by what the
// client cannot choose: the customer of a signed ticket (cid) when the page has one, else the
// client address and the phone answer; never the visitor cookie (docs/security.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDetail } from '../../../../contract/material/super-form/api-types';
import { customers } from '../../../db/schema/customers';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import type { Session } from './test-helpers';
import { answersFor, api, byType, publishedForm, storedSubmits } from './test-helpers';

let t: TestApp;
let demo: Session;

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'admin', 'Admin@123', 'demo');
});
afterAll(async () => {
  await t.close();
});

/** A fresh browser: opens the page (a new cookie) from `address`, then submits from there. */
async function submitAsNewVisitor(
  form: FormDetail,
  address: string,
  phone: string,
  cid = '',
): Promise<number> {
  const page = await t.app.inject({
    method: 'GET',
    url: `/p/${form.public_id}${cid ? `?cid=${cid}` : ''}`,
    remoteAddress: address,
  });
  const setCookie = page.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^sf_vid=/);
  const answers = { ...answersFor(form), [byType(form, 'phone').field_name]: phone };
  const answer = await t.app.inject({
    method: 'POST',
    url: `/p/${form.public_id}/submit`,
    remoteAddress: address,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ answers, ...(cid ? { customer_ref: cid } : {}) }),
  });
  return answer.json<{ code: number }>().code;
}

const phoneOf = (index: number) => `139${String(10_000_000 + index).slice(-8)}`;

describe('super form per-person limit (issue #32 finding 9)', () => {
  it('issue #32 finding 9: 16 submissions with fresh cookies and fresh phones from one address hold commit_limit', async () => {
    const form = await publishedForm(t.app, demo, { commit_limit: 2 });
    const codes: number[] = [];
    for (let index = 0; index < 16; index += 1) {
      codes.push(await submitAsNewVisitor(form, '203.0.113.7', phoneOf(index)));
    }
    expect(codes.filter((code) => code === 0)).toHaveLength(2);
    expect(codes.slice(2).every((code) => code === 107005)).toBe(true);
    expect(await storedSubmits(t.database.db, form.id)).toBe(2);
  });

  it('issue #32 finding 9: without a ticket one phone is one person from any address', async () => {
    const form = await publishedForm(t.app, demo, { commit_limit: 1 });
    expect(await submitAsNewVisitor(form, '198.51.100.1', '13700000001')).toBe(0);
    expect(await submitAsNewVisitor(form, '198.51.100.2', '13700000001')).toBe(107005);
    // Another person: another address and another phone.
    expect(await submitAsNewVisitor(form, '198.51.100.3', '13700000003')).toBe(0);
    expect(await storedSubmits(t.database.db, form.id)).toBe(2);
  });

  it('issue #32 finding 9: with a customer ticket (cid) the limit is per customer, whatever the address, phone or cookie', async () => {
    const rows = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.tenantId, 'demo'))
      .limit(2);
    const [first, second] = rows;
    const form = await publishedForm(t.app, demo, { commit_limit: 1 });
    const linkOf = async (customerId: number) =>
      (
        await api(t.app, demo).post('form/customer-link', { id: form.id, customer_id: customerId })
      ).json<{ data: { cid: string } }>().data.cid;
    const cid = await linkOf(first?.id ?? 0);
    const codes: number[] = [];
    for (let index = 0; index < 16; index += 1) {
      codes.push(await submitAsNewVisitor(form, `192.0.2.${index + 1}`, phoneOf(100 + index), cid));
    }
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    // Another customer's ticket is another person, even from an address already used.
    expect(
      await submitAsNewVisitor(form, '192.0.2.1', phoneOf(200), await linkOf(second?.id ?? 0)),
    ).toBe(0);
    expect(await storedSubmits(t.database.db, form.id)).toBe(2);
  });
});
