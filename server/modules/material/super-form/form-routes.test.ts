import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDetail, FormListItem } from '../../../../contract/material/super-form/api-types';
import type { ListData } from '../../../../contract/envelope';
import { exportCsv } from '../../../test-support/export-file';
import { createTestApp, signIn } from '../../../test-support/test-app';
import type { TestApp } from '../../../test-support/test-app';
import type { Session } from './test-helpers';
import { api, byType, completeForm } from './test-helpers';

let t: TestApp;
let demo: Session;
let second: Session;

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'admin', 'Admin@123', 'demo');
  second = await signIn(t.app, 'admin2', 'Admin@123');
});
afterAll(async () => {
  await t.close();
});

async function saveForm(session: Session, body: unknown) {
  const response = await api(t.app, session).post('form/save', body);
  return {
    status: response.statusCode,
    body: response.json<{ code: number; msg: string; data: { id: number; public_id: string } }>(),
  };
}

async function detail(session: Session, id: number) {
  return (await api(t.app, session).get('form/detail', { id })).json<{
    code: number;
    data: FormDetail;
  }>();
}

describe('super form console API', () => {
  it('saves a form with one of every component type as a draft and reads it back', async () => {
    const saved = await saveForm(demo, completeForm());
    expect(saved.body.code).toBe(0);
    const answer = await detail(demo, saved.body.data.id);
    expect(answer.data).toMatchObject({
      form_status: 1,
      title: '客户满意度调查',
      buttons_word: '提交',
      commit_limit: 1,
      validity_type: 2,
      share_path: `/p/${saved.body.data.public_id}`,
    });
    expect(answer.data.component_list).toHaveLength(14);
    expect(answer.data.component_list.map((component) => component.serial_number)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });

  it('refuses a form with a missing required field, naming the component and field', async () => {
    const form = completeForm();
    const list = form.component_list.map((component) =>
      component.field_type === 'select' ? { ...component, field_title: '' } : component,
    );
    const saved = await saveForm(demo, { ...form, component_list: list });
    expect(saved.status).toBe(400);
    expect(saved.body.msg).toBe('第6项「下拉选择」：标题不能为空');
  });

  it('sanitises rich text on save (script, handlers and javascript: links removed)', async () => {
    const form = completeForm();
    const dirty =
      '<p onclick="alert(1)">你好<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>';
    const list = form.component_list.map((component) =>
      component.field_type === 'text'
        ? { ...component, field_config: { rich_text: dirty } }
        : component,
    );
    const saved = await saveForm(demo, { ...form, component_list: list });
    const text = byType((await detail(demo, saved.body.data.id)).data, 'text');
    const html = (text.field_config as { rich_text: string }).rich_text;
    expect(html).toBe('<p>你好<a>x</a></p>');
  });

  it('refuses a text that is only a script once sanitised', async () => {
    const form = completeForm();
    const list = form.component_list.map((component) =>
      component.field_type === 'text'
        ? { ...component, field_config: { rich_text: '<script>alert(1)</script>' } }
        : component,
    );
    const saved = await saveForm(demo, { ...form, component_list: list });
    expect(saved.status).toBe(400);
    expect(saved.body.msg).toBe('第2项「文本」：文本内容不能为空');
  });

  it('publishes, ends, re-publishes, copies and deletes (spec §4 form status)', async () => {
    const { body } = await saveForm(demo, completeForm());
    const id = body.data.id;
    const call = api(t.app, demo);
    expect((await call.post('form/end', { id })).json()).toMatchObject({ code: 107007 });
    expect((await call.post('form/publish', { id })).json()).toMatchObject({ code: 0 });
    expect((await detail(demo, id)).data.form_status).toBe(2);
    expect((await call.post('form/publish', { id })).json()).toMatchObject({ code: 107007 });
    expect((await call.post('form/end', { id })).json()).toMatchObject({ code: 0 });
    expect((await detail(demo, id)).data.form_status).toBe(3);
    expect((await call.post('form/publish', { id })).json()).toMatchObject({ code: 0 });

    const copy = (await call.post('form/copy', { id })).json<{ data: { id: number } }>();
    const copied = await detail(demo, copy.data.id);
    expect(copied.data).toMatchObject({ title: '客户满意度调查-副本', form_status: 1 });

    expect((await call.post('form/delete', { id })).json()).toMatchObject({ code: 0 });
    expect(await detail(demo, id)).toMatchObject({ code: 107001, msg: '表单不存在或已被删除' });
  });

  it('refuses to publish a form whose end time has passed', async () => {
    const { body } = await saveForm(
      demo,
      completeForm({ validity_type: 1, end_time: '2020-01-01 00:00:00' }),
    );
    expect(
      (await api(t.app, demo).post('form/publish', { id: body.data.id })).json(),
    ).toMatchObject({
      code: 107007,
      msg: '截止时间已过，请修改截止时间后再发布',
    });
  });

  it('lists with search, status filter and paging', async () => {
    const unique = completeForm();
    const list = unique.component_list.map((component) =>
      component.field_type === 'title'
        ? { ...component, field_config: { ...component.field_config, title: '独一无二的报名表' } }
        : component,
    );
    await saveForm(demo, { ...unique, component_list: list });
    const call = api(t.app, demo);
    const found = (await call.get('form/list', { title: '独一无二' })).json<{
      data: ListData<FormListItem>;
    }>();
    expect(found.data.total).toBe(1);
    expect(found.data.list[0]).toMatchObject({
      title: '独一无二的报名表',
      form_status: 1,
      visit_count: 0,
    });
    const drafts = (await call.get('form/list', { form_status: 1, page_size: 1 })).json<{
      data: ListData<FormListItem>;
    }>();
    expect(drafts.data.list).toHaveLength(1);
    expect(drafts.data.total).toBeGreaterThan(1);
    expect(drafts.data.page_size).toBe(1);
    expect((await call.get('form/list', { page_size: 101 })).statusCode).toBe(400);
  });

  it('tenant second cannot read, change or read the data of demo forms', async () => {
    const { body } = await saveForm(demo, completeForm());
    const id = body.data.id;
    const other = api(t.app, second);
    expect((await other.get('form/detail', { id })).json()).toMatchObject({ code: 107001 });
    expect((await other.post('form/save', { ...completeForm(), id })).json()).toMatchObject({
      code: 107001,
    });
    for (const action of ['publish', 'end', 'copy', 'delete']) {
      expect((await other.post(`form/${action}`, { id })).json()).toMatchObject({ code: 107001 });
    }
    for (const path of ['record/list', 'record/summary']) {
      expect((await other.get(path, { form_id: id })).json()).toMatchObject({ code: 107001 });
    }
    const exported = await exportCsv(t, second, {
      type: 'superform_records',
      columns: ['id'],
      filters: { form_id: String(id) },
    });
    expect(exported.code).toBe(107001);
    const list = (await other.get('form/list')).json<{ data: ListData<FormListItem> }>();
    expect(list.data.list.some((form) => form.id === id)).toBe(false);
    // demo's form is untouched.
    expect((await detail(demo, id)).data).toMatchObject({
      form_status: 1,
      title: '客户满意度调查',
    });
  });

  it('needs the /super-form page code', async () => {
    const newbie = await signIn(t.app, 'newbie', 'Newbie@123');
    expect((await api(t.app, newbie).get('form/list')).statusCode).toBe(403);
    const operator = await signIn(t.app, 'operator', 'Operator@123');
    expect((await api(t.app, operator).get('form/list')).statusCode).toBe(200);
  });

  it('the demo tenant has its seeded forms', async () => {
    const list = (await api(t.app, demo).get('form/list', { title: '满意度' })).json<{
      data: ListData<FormListItem>;
    }>();
    expect(list.data.list.some((form) => form.public_id === 'demoSurvey01')).toBe(true);
  });
});
