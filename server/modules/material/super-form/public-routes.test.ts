import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormInput } from '../../../../contract/material/super-form/form-schema';
import type {
  FormDetail,
  RecordDetail,
  RecordListItem,
} from '../../../../contract/material/super-form/api-types';
import type { ListData } from '../../../../contract/envelope';
import { customerEvents, customerTags, customers, tags } from '../../../db/schema/customers';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import type { Session } from './test-helpers';
import {
  answersFor,
  api,
  byType,
  completeForm,
  openPublicPage,
  publishedForm,
  storedSubmits,
  submitPublic,
} from './test-helpers';

let t: TestApp;
let demo: Session;

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'admin', 'Admin@123', 'demo');
});
afterAll(async () => {
  await t.close();
});

const published = (patch: Partial<FormInput> = {}) => publishedForm(t.app, demo, patch);

/** The signed link the console issues for one customer (issue #25 finding 8). */
async function customerLink(formId: number, customerId: number) {
  const answer = await api(t.app, demo).post('form/customer-link', {
    id: formId,
    customer_id: customerId,
  });
  return answer.json<{ data: { share_path: string; cid: string } }>().data;
}

describe('public fill page /p/<public_id>', () => {
  it('renders the form server-side in Chinese with no inline script, and sets a visitor cookie', async () => {
    const form = await published();
    const { response, cookie } = await openPublicPage(t.app, form.public_id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="zh-CN">');
    expect(response.body).toContain('客户满意度调查');
    expect(cookie).toMatch(/^sf_vid=/);
    // CSP script-src 'self': every executable script has a src; the JSON block is data.
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(
      scripts.every((attrs) => attrs.includes('src=') || attrs.includes('application/json')),
    ).toBe(true);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('records a visit (behaviour 1) once per visitor per half hour', async () => {
    const form = await published();
    const { cookie } = await openPublicPage(t.app, form.public_id);
    await openPublicPage(t.app, form.public_id, cookie);
    await openPublicPage(t.app, form.public_id);
    const detail = (await api(t.app, demo).get('form/detail', { id: form.id })).json<{
      data: FormDetail;
    }>();
    const list = (await api(t.app, demo).get('form/list')).json<{
      data: ListData<{ id: number; visit_count: number }>;
    }>();
    expect(list.data.list.find((row) => row.id === detail.data.id)?.visit_count).toBe(2);
  });

  it('is reachable through the legacy /superform-web/ prefix', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/superform-web/p/abcdefgh' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/p/abcdefgh');
  });

  it('serves its script from the server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/p/_/fill.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.body).toContain('sf-data');
  });

  it('answers 404 with a Chinese page for an unknown form', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/p/doesnotexist' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('表单不存在');
  });
});

describe('submitting', () => {
  it('stores a valid submission with its answers and side effects (tag rule applied)', async () => {
    const form = await published({
      open_track_record: true,
      open_action_notice: true,
      public_member_name: '李娜',
    });
    const { cookie } = await openPublicPage(t.app, form.public_id);
    const response = await submitPublic(t.app, form.public_id, cookie, {
      answers: answersFor(form),
    });
    expect(response.json()).toMatchObject({ code: 0, msg: '提交成功', data: { is_skip: false } });

    const call = api(t.app, demo);
    const records = (await call.get('record/list', { form_id: form.id, behaviour: 2 })).json<{
      data: ListData<RecordListItem>;
    }>();
    expect(records.data.total).toBe(1);
    const record = records.data.list[0];
    expect(record).toMatchObject({ behaviour: 2, customer_type: 1, phone: '13800138000' });
    const radio = record?.answers.find((answer) => answer.field_type === 'radio');
    expect(radio?.display).toBe('选项1');
    const detail = (await call.get('record/detail', { id: record?.id ?? 0 })).json<{
      data: RecordDetail;
    }>();
    const effects = detail.data.effects.map((effect) => [effect.effect_type, effect.status]);
    expect(effects).toEqual([
      ['tag', 'recorded'],
      ['timeline', 'recorded'],
      ['notice', 'recorded'],
    ]);
    expect(detail.data.effects[0]?.summary).toContain('高意向');
  });

  it('refuses a second submit beyond commit_limit, by address and by phone, storing nothing', async () => {
    const form = await published();
    const { cookie } = await openPublicPage(t.app, form.public_id);
    expect(
      (await submitPublic(t.app, form.public_id, cookie, { answers: answersFor(form) })).json()
        .code,
    ).toBe(0);
    const again = await submitPublic(t.app, form.public_id, cookie, { answers: answersFor(form) });
    expect(again.json()).toMatchObject({
      code: 107005,
      msg: '您已提交过该表单，每人最多可提交1次',
    });
    const otherBrowser = await openPublicPage(t.app, form.public_id);
    const samePhone = await submitPublic(t.app, form.public_id, otherBrowser.cookie, {
      answers: answersFor(form),
    });
    expect(samePhone.json()).toMatchObject({ code: 107005 });
    expect(await storedSubmits(t.database.db, form.id)).toBe(1);
  });

  it('files the submission under the customer of ?cid (issue #9 customers), with its type', async () => {
    const [known] = await t.database.db
      .select({
        id: customers.id,
        externalUserId: customers.externalUserId,
        name: customers.name,
        type: customers.type,
      })
      .from(customers)
      .where(eq(customers.tenantId, 'demo'))
      .limit(1);
    expect(known).toBeDefined();
    const form = await published();
    const link = await customerLink(form.id, known?.id ?? 0);
    expect(link.share_path).toBe(`/p/${form.public_id}?cid=${link.cid}`);
    const { response, cookie } = await openPublicPage(t.app, `${form.public_id}?cid=${link.cid}`);
    expect(response.body).toContain(link.cid);
    const answer = await submitPublic(t.app, form.public_id, cookie, {
      answers: answersFor(form),
      customer_ref: link.cid,
    });
    expect(answer.json().code).toBe(0);
    const records = (await api(t.app, demo).get('record/list', { form_id: form.id })).json<{
      data: ListData<RecordListItem>;
    }>();
    for (const record of records.data.list) {
      expect(record).toMatchObject({ customer_name: known?.name, customer_type: known?.type });
    }
    expect(records.data.total).toBe(2);
  });

  it('applies the tag rule and a timeline entry to the customer of ?cid (issue #7 side effects)', async () => {
    const [known] = await t.database.db
      .select({ id: customers.id, externalUserId: customers.externalUserId })
      .from(customers)
      .where(eq(customers.tenantId, 'demo'))
      .limit(1);
    const form = await published({ open_track_record: true });
    const link = await customerLink(form.id, known?.id ?? 0);
    const { cookie } = await openPublicPage(t.app, `${form.public_id}?cid=${link.cid}`);
    const answer = await submitPublic(t.app, form.public_id, cookie, {
      answers: { ...answersFor(form) },
      customer_ref: link.cid,
    });
    expect(answer.json().code).toBe(0);
    const carried = await t.database.db
      .select({ name: tags.name })
      .from(customerTags)
      .innerJoin(
        tags,
        and(eq(tags.tenantId, customerTags.tenantId), eq(tags.id, customerTags.tagId)),
      )
      .where(and(eq(customerTags.tenantId, 'demo'), eq(customerTags.customerId, known?.id ?? 0)));
    expect(carried.map((tag) => tag.name)).toContain('高意向');
    const timeline = await t.database.db
      .select({ type: customerEvents.eventType, content: customerEvents.content })
      .from(customerEvents)
      .where(
        and(eq(customerEvents.tenantId, 'demo'), eq(customerEvents.customerId, known?.id ?? 0)),
      );
    expect(timeline.map((event) => event.type)).toEqual(
      expect.arrayContaining(['tag_added', 'form_submitted']),
    );
    const records = (await api(t.app, demo).get('record/list', { form_id: form.id })).json<{
      data: ListData<RecordListItem>;
    }>();
    const detail = (
      await api(t.app, demo).get('record/detail', { id: records.data.list[0]?.id ?? 0 })
    ).json<{ data: RecordDetail }>();
    expect(detail.data.effects.map((effect) => [effect.effect_type, effect.status])).toEqual([
      ['tag', 'applied'],
      ['timeline', 'applied'],
    ]);
  });

  it('issue #25 finding 8: a guessed cid or a cid of another form names no customer', async () => {
    const [known] = await t.database.db
      .select({ id: customers.id, externalUserId: customers.externalUserId })
      .from(customers)
      .where(eq(customers.tenantId, 'demo'))
      .limit(1);
    const form = await published({ commit_limit: 0 });
    const other = await published();
    const otherLink = await customerLink(other.id, known?.id ?? 0);
    for (const cid of [known?.externalUserId ?? '', otherLink.cid, `${otherLink.cid}x`]) {
      const { response, cookie } = await openPublicPage(t.app, `${form.public_id}?cid=${cid}`);
      expect(response.body).not.toContain(cid);
      const answer = await submitPublic(t.app, form.public_id, cookie, {
        answers: answersFor(form),
        customer_ref: cid,
      });
      expect(answer.json().code).toBe(0);
    }
    const records = (await api(t.app, demo).get('record/list', { form_id: form.id })).json<{
      data: ListData<RecordListItem>;
    }>();
    expect(records.data.total).toBeGreaterThan(0);
    for (const record of records.data.list) expect(record.customer_name).toBe('');
    // Only the form's tenant issues links, and only for its own customers.
    const second = await signIn(t.app, 'admin2', 'Admin@123');
    const foreign = await api(t.app, second).post('form/customer-link', {
      id: form.id,
      customer_id: known?.id,
    });
    expect(foreign.json().code).not.toBe(0);
  });

  it('commit_limit 0 means no limit', async () => {
    const form = await published({ commit_limit: 0 });
    const { cookie } = await openPublicPage(t.app, form.public_id);
    for (let round = 0; round < 3; round += 1) {
      expect(
        (await submitPublic(t.app, form.public_id, cookie, { answers: answersFor(form) })).json()
          .code,
      ).toBe(0);
    }
    expect(await storedSubmits(t.database.db, form.id)).toBe(3);
  });

  describe('a tampered submission is refused with a clear message and nothing is stored', () => {
    const cases: Array<
      [string, (form: FormDetail, answers: Record<string, unknown>) => void, string]
    > = [
      [
        'an unknown component',
        (_form, answers) => (answers.f_forged = 'x'),
        '表单内容已更新，请刷新页面后重新填写',
      ],
      [
        'a missing required answer',
        (form, answers) => delete answers[byType(form, 'input').field_name],
        '请填写「input 题目」',
      ],
      [
        'an invalid date',
        (form, answers) => (answers[byType(form, 'date').field_name] = '2023-02-30 10:00:00'),
        '「date 题目」需为真实日期，格式 YYYY-MM-DD HH:mm:ss',
      ],
      [
        'a 1 MB string',
        (form, answers) => (answers[byType(form, 'textarea').field_name] = 'x'.repeat(1024 * 1024)),
        '「textarea 题目」不能超过500个字',
      ],
      [
        'script in a text answer',
        (form, answers) =>
          (answers[byType(form, 'input').field_name] = '<script>alert(1)</script>'),
        '「input 题目」不能包含网页代码或脚本',
      ],
    ];
    it.each(cases)('%s', async (_name, tamper, message) => {
      const form = await published();
      const { cookie } = await openPublicPage(t.app, form.public_id);
      const answers = answersFor(form);
      tamper(form, answers);
      const response = await submitPublic(t.app, form.public_id, cookie, { answers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg: message });
      expect(await storedSubmits(t.database.db, form.id)).toBe(0);
    });
  });

  it('refuses a submit without the page cookie', async () => {
    const form = await published();
    const response = await submitPublic(t.app, form.public_id, '', { answers: answersFor(form) });
    expect(response.json()).toMatchObject({
      code: 107006,
      msg: '页面已过期，请刷新页面后重新提交',
    });
    expect(await storedSubmits(t.database.db, form.id)).toBe(0);
  });

  it('a draft shows 表单尚未发布 and takes no submission', async () => {
    const saved = (await api(t.app, demo).post('form/save', completeForm())).json<{
      data: { id: number; public_id: string };
    }>();
    const { response, cookie } = await openPublicPage(t.app, saved.data.public_id);
    expect(response.body).toContain('表单尚未发布');
    const form = (await api(t.app, demo).get('form/detail', { id: saved.data.id })).json<{
      data: FormDetail;
    }>().data;
    expect(
      (
        await submitPublic(t.app, form.public_id, cookie || 'sf_vid=abcdefghijklmnopqrstuv', {
          answers: answersFor(form),
        })
      ).json(),
    ).toMatchObject({ code: 107003 });
  });

  it('an ended form shows end_word and refuses submissions', async () => {
    const form = await published({ end_word: '活动已圆满结束，谢谢！' });
    const { cookie } = await openPublicPage(t.app, form.public_id);
    await api(t.app, demo).post('form/end', { id: form.id });
    const page = await openPublicPage(t.app, form.public_id, cookie);
    expect(page.response.body).toContain('活动已圆满结束，谢谢！');
    expect(
      (await submitPublic(t.app, form.public_id, cookie, { answers: answersFor(form) })).json(),
    ).toMatchObject({
      code: 107004,
      msg: '活动已圆满结束，谢谢！',
    });
  });

  it('a form past its end time shows end_word', async () => {
    const form = await published({
      validity_type: 1,
      end_time: '2099-01-01 00:00:00',
      end_word: '已截止',
    });
    const { cookie } = await openPublicPage(t.app, form.public_id);
    t.clock.now = Date.UTC(2099, 0, 1, 0, 0, 1);
    const page = await openPublicPage(t.app, form.public_id, cookie);
    expect(page.response.body).toContain('已截止');
    t.clock.now = Date.now();
  });

  it('after submit answers the skip link when set', async () => {
    const form = await published({
      is_skip: true,
      skip_type: 1,
      skip_link: 'https://example.com/thanks',
    });
    const { cookie } = await openPublicPage(t.app, form.public_id);
    const response = await submitPublic(t.app, form.public_id, cookie, {
      answers: answersFor(form),
    });
    expect(response.json()).toMatchObject({
      data: { is_skip: true, skip_type: 1, skip_link: 'https://example.com/thanks' },
    });
  });
});
