import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../test-support/test-app';
import { generateArchive, setConsent } from '../../../platform/sandbox/sandbox-chat-archive';
import { pullArchive } from './archive-pull';

let t: TestApp;
let admin: Record<string, string>;
let second: Record<string, string>;
const R = '/scrm/v1/company/chat-records';
const DAY_MS = 86_400_000;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows ?? []) as T[];
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(query))[0]?.n ?? 0);

async function get(headers: Record<string, string>, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}
async function post(headers: Record<string, string>, url: string, payload: unknown) {
  const response = await t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = authHeaders(await signIn(t.app, 'admin', 'Admin@123'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
});
afterAll(async () => {
  await t.close();
});

describe('/chat-records archive pull (issue #22)', () => {
  it('the seed pulled 90 days of demo conversations, every type rendered from the archive', async () => {
    const types = await rows<{ msg_type: string }>(
      sql`select distinct msg_type from chat_messages where tenant_id = 'demo'`,
    );
    expect(types.map((row) => row.msg_type)).toEqual(
      expect.arrayContaining(['text', 'image', 'voice', 'file', 'link']),
    );
    const list = await get(admin, `${R}/conversations`);
    expect(list.body.data.total).toBeGreaterThan(100);
    expect(list.body.data.list).toHaveLength(20);
  });

  it('resumes from the last seq after a restart and never stores a message twice', async () => {
    const now = new Date(t.clock.now);
    await generateArchive(t.database.db, 'demo', new Date(now.getTime() - 3 * DAY_MS), now, 42);
    const before = await count(
      sql`select count(*)::int as n from chat_messages where tenant_id = 'demo'`,
    );
    const pending = await count(sql`select count(*)::int as n from sandbox_archive_messages
      where tenant_id = 'demo' and seq > (select last_seq from chat_archive_cursors where tenant_id = 'demo')`);
    expect(pending).toBeGreaterThan(0);
    // A pull cut short after its first batch of 1000 at most, then the process restarts.
    await pullArchive(t.database.db, 'demo', now, { advance: false, maxBatches: 1 });
    await pullArchive(t.database.db, 'demo', now, { advance: false });
    const after = await count(
      sql`select count(*)::int as n from chat_messages where tenant_id = 'demo'`,
    );
    expect(after).toBeGreaterThan(before);
    expect(after - before).toBeLessThanOrEqual(pending);
    // Even from seq 0 again nothing is stored twice.
    await t.database.db.execute(
      sql`update chat_archive_cursors set last_seq = 0 where tenant_id = 'demo'`,
    );
    const again = await pullArchive(t.database.db, 'demo', now, { advance: false });
    expect(again.stored).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from chat_messages where tenant_id = 'demo'`),
    ).toBe(after);
  });

  it('stores nothing of a customer who refused archiving (check_single_agree Disagree)', async () => {
    const [pair] = await rows<{ customer: string; employee: string; id: number }>(sql`
      select c.external_user_id as customer, e.platform_user_id as employee, c.id::int as id
      from customer_relations r join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
      join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
      where r.tenant_id = 'demo' order by r.customer_id desc limit 1`);
    await setConsent(t.database.db, 'demo', pair!.customer, 'Disagree');
    const seq = await count(
      sql`select max(seq)::int as n from sandbox_archive_messages where tenant_id = 'demo'`,
    );
    await t.database.db
      .execute(sql`insert into sandbox_archive_messages (tenant_id, seq, msg_id, payload)
      values ('demo', ${seq + 1}, ${`refused-${seq}`}, ${JSON.stringify({
        msgid: `refused-${seq}`,
        action: 'send',
        from: pair!.customer,
        tolist: [pair!.employee],
        roomid: '',
        msgtime: t.clock.now,
        msgtype: 'text',
        text: { content: '请不要存我的消息' },
      })}::jsonb)`);
    const result = await pullArchive(t.database.db, 'demo', new Date(t.clock.now), {
      advance: false,
    });
    expect(result.skipped).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from chat_messages where tenant_id = 'demo' and msg_id = ${`refused-${seq}`}`,
      ),
    ).toBe(0);
  });

  it('counts a sensitive-word hit once, however often the message is pulled', async () => {
    const saved = await post(admin, `${R}/sensitive-words/save`, { word: '最低价', category: 1 });
    expect(saved.body.code).toBe(0);
    const [pair] = await rows<{ customer: string; employee: string }>(sql`
      select c.external_user_id as customer, e.platform_user_id as employee
      from customer_relations r join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
      join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
      where r.tenant_id = 'demo' order by r.customer_id limit 1 offset 10`);
    const seq = await count(
      sql`select max(seq)::int as n from sandbox_archive_messages where tenant_id = 'demo'`,
    );
    const msgid = `word-${seq}`;
    await t.database.db
      .execute(sql`insert into sandbox_archive_messages (tenant_id, seq, msg_id, payload)
      values ('demo', ${seq + 1}, ${msgid}, ${JSON.stringify({
        msgid,
        action: 'send',
        from: pair!.employee,
        tolist: [pair!.customer],
        roomid: '',
        msgtime: t.clock.now,
        msgtype: 'text',
        text: { content: '给您最低价，最低价哦' },
      })}::jsonb)`);
    await pullArchive(t.database.db, 'demo', new Date(t.clock.now), { advance: false });
    await t.database.db.execute(
      sql`update chat_archive_cursors set last_seq = ${seq} where tenant_id = 'demo'`,
    );
    await pullArchive(t.database.db, 'demo', new Date(t.clock.now), { advance: false });
    expect(
      await count(
        sql`select count(*)::int as n from chat_sensitive_hits where tenant_id = 'demo' and msg_id = ${msgid}`,
      ),
    ).toBe(1);
    const hits = await get(admin, `${R}/sensitive-hits?handled=no`);
    expect(hits.body.data.list[0]).toMatchObject({ word: '最低价', msg_id: msgid });
    const handled = await post(admin, `${R}/sensitive-hits/handle`, {
      ids: [hits.body.data.list[0].id],
    });
    expect(handled.body.data.handled).toBe(1);
  });

  it("a customer's phone in a pulled chat becomes an order-binding signal (/order-auto-bind)", async () => {
    const [pair] = await rows<{ customer: string; employee: string; id: number }>(sql`
      select c.external_user_id as customer, e.platform_user_id as employee, c.id::int as id
      from customer_relations r join customers c on c.tenant_id = r.tenant_id and c.id = r.customer_id
      join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
      where r.tenant_id = 'demo' order by r.customer_id limit 1 offset 20`);
    const seq = await count(
      sql`select max(seq)::int as n from sandbox_archive_messages where tenant_id = 'demo'`,
    );
    const msgid = `phone-${seq}`;
    await t.database.db
      .execute(sql`insert into sandbox_archive_messages (tenant_id, seq, msg_id, payload)
      values ('demo', ${seq + 1}, ${msgid}, ${JSON.stringify({
        msgid,
        action: 'send',
        from: pair!.customer,
        tolist: [pair!.employee],
        roomid: '',
        msgtime: t.clock.now,
        msgtype: 'text',
        text: { content: '我的手机号是13912345678，帮我查下订单' },
      })}::jsonb)`);
    await pullArchive(t.database.db, 'demo', new Date(t.clock.now), { advance: false });
    expect(
      await count(sql`select count(*)::int as n from order_bind_signals
        where tenant_id = 'demo' and customer_id = ${pair!.id} and value = '13912345678'`),
    ).toBe(1);
  });

  it('marks a recalled message as revoked (撤回)', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from chat_messages where tenant_id = 'demo' and revoked`,
      ),
    ).toBeGreaterThan(0);
  });

  it('pulls on demand as a job: asked twice within a minute, one job', async () => {
    const first = await post(admin, `${R}/pull`, {});
    const twice = await post(admin, `${R}/pull`, {});
    expect(first.body.data.job_id).toBe(twice.body.data.job_id);
    await t.jobs.runDue();
    const status = await get(admin, `${R}/status`);
    expect(status.body.data).toMatchObject({ configured: true, job_state: '已完成' });
    expect(status.body.data.last_seq).toBeGreaterThan(0);
  });
});

describe('/chat-records search and limits (issue #22 "Bad input and limits")', () => {
  it('refuses a keyword under 2 characters with a Chinese message', async () => {
    const answer = await get(admin, `${R}/messages?keyword=${encodeURIComponent('价')}`);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('关键词至少输入2个字');
  });

  it('finds messages by keyword, newest first, and a conversation in order', async () => {
    const found = await get(admin, `${R}/messages?keyword=${encodeURIComponent('价目表')}`);
    expect(found.body.data.total).toBeGreaterThan(0);
    const first = found.body.data.list[0];
    expect(JSON.stringify(first.content)).toContain('价目表');
    const thread = await get(
      admin,
      `${R}/messages?order=asc&chat_type=1&employee_id=${first.employee.id}&customer_id=${first.customer.id}`,
    );
    const times = thread.body.data.list.map((row: { sent_at: string }) => row.sent_at);
    expect([...times].sort()).toEqual(times);
  });

  it('refuses a duplicate sensitive word and a word over 20 characters', async () => {
    const duplicate = await post(admin, `${R}/sensitive-words/save`, { word: '骗子', category: 2 });
    expect(duplicate.body).toMatchObject({ code: 220401 });
    const long = await post(admin, `${R}/sensitive-words/save`, {
      word: '长'.repeat(21),
      category: 1,
    });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('敏感词');
  });

  it('an employee without the chat-records code sees nothing of it (403)', async () => {
    const newbie = authHeaders(await signIn(t.app, 'newbie', 'Newbie@123'));
    for (const path of [
      '/status',
      '/conversations',
      '/messages',
      '/sensitive-words',
      '/sensitive-hits',
    ]) {
      expect((await get(newbie, `${R}${path}`)).status).toBe(403);
    }
  });
});

describe('/chat-records tenant isolation (guide: second tries demo ids)', () => {
  it("second sees none of demo's messages, words or hits, and cannot change them", async () => {
    const [demoMessage] = await rows<{ employee_id: number; customer_id: number }>(sql`
      select employee_id, customer_id::int as customer_id from chat_messages
      where tenant_id = 'demo' and chat_type = 1 limit 1`);
    const messages = await get(
      second,
      `${R}/messages?employee_id=${demoMessage!.employee_id}&customer_id=${demoMessage!.customer_id}`,
    );
    expect(messages.body.data.total).toBe(0);
    expect((await get(second, `${R}/conversations`)).body.data.total).toBe(0);
    const [word] = await rows<{ id: number }>(
      sql`select id from chat_sensitive_words where tenant_id = 'demo' limit 1`,
    );
    expect((await post(second, `${R}/sensitive-words/delete`, { id: word!.id })).body.code).toBe(
      220402,
    );
    expect(
      (await post(second, `${R}/sensitive-words/save`, { id: word!.id, word: '改名', category: 1 }))
        .body.code,
    ).toBe(220402);
    const [hit] = await rows<{ id: number }>(
      sql`select id::int as id from chat_sensitive_hits where tenant_id = 'demo' limit 1`,
    );
    expect(
      (await post(second, `${R}/sensitive-hits/handle`, { ids: [hit!.id] })).body.data.handled,
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from chat_sensitive_words where tenant_id = 'demo' and word = '改名'`,
      ),
    ).toBe(0);
    expect((await post(second, `${R}/pull`, {})).body.code).toBe(220403);
  });
});
