import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormInput } from '../../../../contract/material/super-form/form-schema';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import type { Session } from './test-helpers';
import { answersFor, api, openPublicPage, publishedForm, submitPublic } from './test-helpers';

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

describe('collected data', () => {
  it('summarises choices and exports CSV with Chinese headers', async () => {
    const form = await published({ commit_limit: 0 });
    const { cookie } = await openPublicPage(t.app, form.public_id);
    await submitPublic(t.app, form.public_id, cookie, { answers: answersFor(form) });
    const call = api(t.app, demo);
    const summary = (await call.get('record/summary', { form_id: form.id })).json<{
      data: { field_type: string; answered: number; items: { label: string; count: number }[] }[];
    }>();
    const radio = summary.data.find((item) => item.field_type === 'radio');
    expect(radio).toMatchObject({
      answered: 1,
      items: [
        { label: '选项1', count: 1 },
        { label: '选项2', count: 0 },
        { label: '选项3', count: 0 },
      ],
    });
    const checkbox = summary.data.find((item) => item.field_type === 'checkbox');
    expect(checkbox?.items.map((item) => item.count)).toEqual([1, 1, 0]);
    const score = summary.data.find((item) => item.field_type === 'score');
    expect(score?.items[3]).toEqual({ label: '4星', count: 1 });

    const exported = (await call.post('record/export', { form_id: form.id, behaviour: 2 })).json<{
      data: { file_name: string; content: string; rows: number };
    }>();
    expect(exported.data.rows).toBe(1);
    const [header, row] = exported.data.content.replace('\uFEFF', '').split('\r\n');
    expect(header).toContain('记录编号,行为,客户类型,客户,手机号,时间');
    expect(row).toContain('提交,非企业客户,访客,13800138000');
    expect(row).toContain('1990-01-02');
    expect(exported.data.file_name).toMatch(/^客户满意度调查-表单数据-\d{14}\.csv$/);
  });

  it('filters records by behaviour, customer type and date range', async () => {
    const form = await published({ commit_limit: 0 });
    const { cookie } = await openPublicPage(t.app, form.public_id);
    await submitPublic(t.app, form.public_id, cookie, { answers: answersFor(form) });
    const call = api(t.app, demo);
    const total = async (query: Record<string, string | number>) =>
      (await call.get('record/list', { form_id: form.id, ...query })).json<{
        data: { total: number };
      }>().data.total;
    expect(await total({})).toBe(2);
    expect(await total({ behaviour: 1 })).toBe(1);
    expect(await total({ behaviour: 2, customer_type: 2 })).toBe(0);
    expect(await total({ start_date: '2000-01-01', end_date: '2000-01-02' })).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await total({ start_date: today, end_date: today })).toBe(2);
  });
});
