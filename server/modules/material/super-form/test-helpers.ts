// Helpers for the super-form server tests: a complete form body, the console calls, and the
// public page's cookie.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FormDetail } from '../../../../contract/material/super-form/api-types';
import type {
  FormComponent,
  OptionsConfig,
} from '../../../../contract/material/super-form/component-types';
import type { FormInput } from '../../../../contract/material/super-form/form-schema';
import { DEFAULT_FORM_SETTINGS } from '../../../../contract/material/super-form/form-schema';
import { everyComponent } from '../../../../contract/material/super-form/test-fixtures';
import type { Database } from '../../../db/database';
import { superformRecords } from '../../../db/schema/superform';
import { authHeaders } from '../../../test-support/test-app';

export type Session = { token: string; tenantId: string };

/** A form with one of every component type, the radio's first option tagging 高意向. */
export function completeForm(patch: Partial<FormInput> = {}): FormInput {
  const list = everyComponent().map((component) => {
    if (component.field_type !== 'radio') return component;
    const first = (component.field_config as OptionsConfig).options[0];
    return {
      ...component,
      component_rule_list: [
        {
          option_id: first?.id ?? '',
          option_value: 1,
          rule_type: 1,
          component_rule_tag_list: [{ tag_id: '', tag_name: '高意向' }],
        },
      ],
    };
  });
  return { ...DEFAULT_FORM_SETTINGS, open_client_tag: true, component_list: list, ...patch };
}

export const byType = (form: { component_list: readonly FormComponent[] }, type: string) =>
  form.component_list.find((component) => component.field_type === type) as FormComponent;

export const optionIds = (component: FormComponent) =>
  (component.field_config as OptionsConfig).options.map((option) => option.id);

/** Answers for completeForm, choosing the tagged option. */
export function answersFor(form: { component_list: readonly FormComponent[] }) {
  return {
    [byType(form, 'radio').field_name]: optionIds(byType(form, 'radio'))[0],
    [byType(form, 'checkbox').field_name]: optionIds(byType(form, 'checkbox')).slice(0, 2),
    [byType(form, 'select').field_name]: optionIds(byType(form, 'select'))[1],
    [byType(form, 'input').field_name]: '张三',
    [byType(form, 'phone').field_name]: '13800138000',
    [byType(form, 'order_no').field_name]: 'TB2024-001',
    [byType(form, 'textarea').field_name]: '服务很好',
    [byType(form, 'score').field_name]: 4,
    [byType(form, 'date').field_name]: '2024-05-01 10:00:00',
    [byType(form, 'birthday').field_name]: '1990-01-02 00:00:00',
  } as Record<string, unknown>;
}

export function api(app: FastifyInstance, session: Session) {
  return {
    get: (path: string, query: Record<string, string | number> = {}) =>
      app.inject({
        method: 'GET',
        url: `/scrm/v1/superform/${path}`,
        query: Object.fromEntries(
          Object.entries(query).map(([key, value]) => [key, String(value)]),
        ),
        headers: authHeaders(session),
      }),
    post: (path: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/scrm/v1/superform/${path}`,
        payload: payload as object,
        headers: authHeaders(session),
      }),
  };
}

/** Opens the public page like a browser and answers the visitor cookie it set. */
export async function openPublicPage(app: FastifyInstance, publicId: string, cookie?: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/p/${publicId}`,
    headers: cookie ? { cookie } : {},
  });
  const setCookie = response.headers['set-cookie'];
  const raw = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return { response, cookie: cookie ?? raw?.split(';')[0] ?? '' };
}

export function submitPublic(
  app: FastifyInstance,
  publicId: string,
  cookie: string,
  body: unknown,
) {
  return app.inject({
    method: 'POST',
    url: `/p/${publicId}/submit`,
    headers: cookie
      ? { cookie, 'content-type': 'application/json' }
      : { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** Saves completeForm(patch) as demo's and publishes it; answers the stored detail. */
export async function publishedForm(
  app: FastifyInstance,
  session: Session,
  patch: Partial<FormInput> = {},
): Promise<FormDetail> {
  const call = api(app, session);
  const saved = (await call.post('form/save', completeForm(patch))).json<{
    data: { id: number };
  }>();
  await call.post('form/publish', { id: saved.data.id });
  return (await call.get('form/detail', { id: saved.data.id })).json<{ data: FormDetail }>().data;
}

/** Submissions (behaviour 2) stored for a form: what "nothing stored" checks. */
export async function storedSubmits(db: Database, formId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(superformRecords)
    .where(and(eq(superformRecords.formId, formId), eq(superformRecords.behaviour, 2)));
  return row?.value ?? 0;
}
