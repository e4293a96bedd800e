// Shared by the /sider-iframe console tests (routes.test.ts) and the chat sidebar tests
// (sider-app.test.ts): a seeded chat of a tenant, a ticket the sandbox would sign for it, and
// calls carrying that ticket.
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test-support/test-app';
import { TEST_SECRET } from '../../../test-support/test-app';
import { signSiderTicket } from './sider-ticket';

export const LIST = '/scrm/v1/reach/sider-iframe';
export const CONFIG = `${LIST}/config`;

/** Helpers bound to the suite's test app (created in its beforeAll, hence the getter). */
export function siderTestKit(app: () => TestApp) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await app().database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The n-th open chat (customer + employee) of a tenant, in a stable order. */
  async function chat(tenantId = 'demo', offset = 0) {
    const [row] = await rows<{
      customer_id: number;
      employee_id: number;
      external_user_id: string;
    }>(
      sql`select r.customer_id, r.employee_id, c.external_user_id from customer_relations r
        join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
        where r.tenant_id = ${tenantId} and r.deleted_by_customer_at is null
          and r.deleted_by_employee_at is null order by r.customer_id, r.employee_id
        limit 1 offset ${offset}`,
    );
    if (!row) throw new Error('no chat seeded');
    return { ...row, customer_id: Number(row.customer_id) };
  }

  /** A ticket signed as the sandbox's JS-SDK would; a negative ttl gives an expired one. */
  function ticket(tenantId: string, employeeId: number, externalUserId: string, ttl = 60_000) {
    return signSiderTicket(TEST_SECRET, {
      tenantId,
      employeeId,
      externalUserId,
      expiresAt: app().clock.now + ttl,
    });
  }

  const sider = (token: string | undefined) => ({
    get: (url: string) =>
      app().app.inject({
        method: 'GET',
        url,
        headers: token ? { 'x-sider-ticket': token } : {},
      }),
    post: (url: string, payload: object = {}) =>
      app().app.inject({
        method: 'POST',
        url,
        payload,
        headers: token ? { 'x-sider-ticket': token } : {},
      }),
  });

  return { rows, chat, ticket, sider };
}
