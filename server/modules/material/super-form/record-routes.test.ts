import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormInput } from '../../../../contract/material/super-form/form-schema';
import { exportCsv } from '../../../test-support/export-file';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import type { Session } from './test-helpers';
import { answersFor, api, openPublicPage, publishedForm, submitPublic } from './test-helpers';
import { chinaClock } from '../../../../contract/china-time';

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
  it('summarises choices and exports the records through the export center with Chinese headers, one column per question', async () => {
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

    const exported = await exportCsv(t, demo, {
      type: 'superform_records',
      columns: ['id', 'behaviour', 'customer_type', 'customer', 'phone', 'created_at'],
      filters: { form_id: String(form.id), behaviour: '2' },
    });
    expect(exported.lines).toHaveLength(1);
    expect(exported.header).toContain('记录编号,行为,客户类型,客户,手机号,时间');
    // One column per question of the form follows the chosen ones.
    expect(exported.header.split(',').length).toBeGreaterThan(6);
    expect(exported.lines[0]).toContain('提交,非企业客户,访客,13800138000');
    expect(exported.lines[0]).toContain('1990-01-02');
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
    // The app clock's China day, which the records are dated by, not the wall clock's.
    const today = chinaClock(new Date(t.clock.now)).date;
    expect(await total({ start_date: today, end_date: today })).toBe(2);
  });
});
