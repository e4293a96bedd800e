// issue #7 demo data: two super forms for tenant demo — a published satisfaction survey
// with a tag rule and a few visits and submissions, and a two-page sign-up draft.
// Idempotent: each form has a fixed public id and is only created when missing.
import { eq } from 'drizzle-orm';
import { snapshotAnswers } from '../../../contract/material/super-form/answer-display';
import { createComponent } from '../../../contract/material/super-form/component-defaults';
import type {
  FieldType,
  FormComponent,
} from '../../../contract/material/super-form/component-types';
import type { FormInput } from '../../../contract/material/super-form/form-schema';
import {
  DEFAULT_FORM_SETTINGS,
  FORM_STATUS,
} from '../../../contract/material/super-form/form-schema';
import { insertForm } from '../../modules/material/super-form/form-queries';
import type { Database } from '../database';
import { superformRecords, superforms } from '../schema/superform';

const TENANT = 'demo';
export const DEMO_SURVEY_PUBLIC_ID = 'demoSurvey01';
export const DEMO_SIGNUP_PUBLIC_ID = 'demoSignup01';

function build(prefix: string, specs: ReadonlyArray<[FieldType, Record<string, unknown>]>) {
  let next = 0;
  const newId = () => `${prefix}${(next += 1)}`;
  return specs.map(([type, patch], index) => {
    const component = createComponent(type, newId, index);
    const { field_config: config, ...rest } = patch as { field_config?: Record<string, unknown> };
    return {
      ...component,
      ...rest,
      field_config: { ...component.field_config, ...config },
    } as FormComponent;
  });
}

const options = (prefix: string, labels: readonly string[]) =>
  labels.map((label, index) => ({ id: `${prefix}o${index + 1}`, value: index + 1, label }));

function surveyComponents(): FormComponent[] {
  const channel = options('sv', ['朋友推荐', '门店海报', '线上广告']);
  const list = build('sv', [
    [
      'title',
      {
        field_config: {
          title: '客户满意度调查',
          description: '感谢您抽出一分钟时间，帮助我们做得更好。',
          buttons_word: '提交问卷',
        },
      },
    ],
    [
      'text',
      { field_config: { rich_text: '<p>填写完成后可<strong>领取优惠券</strong>一张。</p>' } },
    ],
    [
      'radio',
      { field_title: '您是通过什么渠道了解到我们的？', field_config: { options: channel } },
    ],
    [
      'checkbox',
      {
        field_title: '您关注哪些方面？',
        field_config: { options: options('svc', ['价格', '品质', '服务', '物流']) },
      },
    ],
    ['score', { field_title: '您对我们的整体服务打几分？' }],
    ['textarea', { field_title: '还有什么建议？', not_null: false }],
    ['phone', { sync_client_info: true }],
  ]);
  // spec §3 component_rule_list: choosing 朋友推荐 tags the customer 老客推荐.
  return list.map((component) =>
    component.field_type === 'radio'
      ? {
          ...component,
          component_rule_list: [
            {
              option_id: channel[0]?.id ?? '',
              option_value: 1,
              rule_type: 1,
              component_rule_tag_list: [{ tag_id: '', tag_name: '老客推荐' }],
            },
          ],
        }
      : component,
  );
}

function signupComponents(): FormComponent[] {
  return build('su', [
    ['title', { field_config: { title: '新品体验活动报名', buttons_word: '立即报名' } }],
    ['input', { field_title: '您的姓名' }],
    ['phone', {}],
    ['page_break', {}],
    [
      'select',
      {
        field_title: '参加场次',
        field_config: { options: options('su', ['周六上午', '周六下午', '周日全天']) },
      },
    ],
    ['date', { field_title: '期望回访时间', not_null: false }],
    ['birthday', { field_title: '您的生日' }],
  ]);
}

async function ensureForm(
  db: Database,
  publicId: string,
  input: FormInput,
  status: number,
): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: superforms.id })
    .from(superforms)
    .where(eq(superforms.publicId, publicId));
  if (existing) return undefined;
  const row = await insertForm(db, TENANT, null, input, publicId);
  await db.update(superforms).set({ formStatus: status }).where(eq(superforms.publicId, publicId));
  return row.id;
}

async function seedSurveyRecords(
  db: Database,
  formId: number,
  components: FormComponent[],
  now: Date,
) {
  const [, , radio, checkbox, score, textarea, phone] = components;
  if (!radio || !checkbox || !score || !textarea || !phone) return;
  const answersOf = (index: number) => ({
    [radio.field_name]: `svo${(index % 3) + 1}`,
    [checkbox.field_name]: ['svco1', `svco${(index % 3) + 2}`],
    [score.field_name]: 3 + (index % 3),
    [textarea.field_name]: ['希望多做活动', '物流可以再快一点', '很满意'][index % 3] ?? '',
    [phone.field_name]: `1380013800${index}`,
  });
  const day = 24 * 3600_000;
  const start = now.getTime() - 5 * day;
  const visits = Array.from({ length: 8 }, (_, index) => ({
    tenantId: TENANT,
    formId,
    behaviour: 1,
    visitorId: `seedvisitor-${String(index).padStart(8, '0')}`,
    createdAt: new Date(start + index * (day / 2)),
  }));
  const submits = Array.from({ length: 3 }, (_, index) => ({
    tenantId: TENANT,
    formId,
    behaviour: 2,
    visitorId: `seedvisitor-${String(index).padStart(8, '0')}`,
    phone: `1380013800${index}`,
    answers: snapshotAnswers(components, answersOf(index)),
    createdAt: new Date(start + index * (day / 2) + 60_000),
  }));
  await db.insert(superformRecords).values([...visits, ...submits]);
  await db
    .update(superforms)
    .set({ visitCount: visits.length, submitCount: submits.length })
    .where(eq(superforms.publicId, DEMO_SURVEY_PUBLIC_ID));
}

export async function seedSuperforms(db: Database, now: Date = new Date()): Promise<void> {
  const survey = surveyComponents();
  const surveyId = await ensureForm(
    db,
    DEMO_SURVEY_PUBLIC_ID,
    {
      ...DEFAULT_FORM_SETTINGS,
      open_client_tag: true,
      open_track_record: true,
      component_list: survey,
    },
    FORM_STATUS.published,
  );
  if (surveyId !== undefined) await seedSurveyRecords(db, surveyId, survey, now);
  await ensureForm(
    db,
    DEMO_SIGNUP_PUBLIC_ID,
    { ...DEFAULT_FORM_SETTINGS, commit_limit: 2, component_list: signupComponents() },
    FORM_STATUS.draft,
  );
}
