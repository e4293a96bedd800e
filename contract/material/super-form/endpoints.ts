// issue #7 the console API of /super-form under spec §7's /scrm/v1/superform/{form,record}/…,
// declared once (issue #34) with the /super-form page code. A form's save is checked by the
// whole editor rule set (validateFormInput), so its 400 names the component ("第3项「单选」：…").
import { z } from 'zod';
import type { ListData } from '../../envelope';
import { defineEndpoint, page, responseOf } from '../../endpoint';
import type {
  ComponentSummary,
  FormDetail,
  FormListItem,
  RecordDetail,
  RecordListItem,
} from './api-types';
import { SUPERFORM_API } from './api-types';
import type { FormInput } from './form-schema';
import { validateFormInput } from './form-schema';
import {
  formIdBodySchema,
  formIdQuerySchema,
  formListQuerySchema,
  recordIdQuerySchema,
  recordListQuerySchema,
  summaryQuerySchema,
} from './query-schema';

const SUPER_FORM = page('/super-form');

/** The editor's save body: every rule of validateFormInput, its message and field. */
export const formSaveBodySchema = z.custom<FormInput>().superRefine((input, context) => {
  const result = validateFormInput(input);
  if (!result.ok) {
    context.addIssue({
      code: 'custom',
      message: result.message,
      path: result.field === '' ? [] : result.field.split('.'),
    });
  }
});

export interface SavedForm {
  readonly id: number;
  readonly public_id: string;
}

export const formList = defineEndpoint({
  method: 'GET',
  path: `${SUPERFORM_API}/form/list`,
  permission: SUPER_FORM,
  query: formListQuerySchema,
  response: responseOf<ListData<FormListItem>>(),
});

export const formDetail = defineEndpoint({
  method: 'GET',
  path: `${SUPERFORM_API}/form/detail`,
  permission: SUPER_FORM,
  query: formIdQuerySchema,
  response: responseOf<FormDetail>(),
});

export const formSave = defineEndpoint({
  method: 'POST',
  path: `${SUPERFORM_API}/form/save`,
  permission: SUPER_FORM,
  body: formSaveBodySchema,
  response: responseOf<SavedForm>(),
});

export const formCopy = defineEndpoint({
  method: 'POST',
  path: `${SUPERFORM_API}/form/copy`,
  permission: SUPER_FORM,
  body: formIdBodySchema,
  response: responseOf<SavedForm>(),
});

export const formPublish = defineEndpoint({
  method: 'POST',
  path: `${SUPERFORM_API}/form/publish`,
  permission: SUPER_FORM,
  body: formIdBodySchema,
  response: responseOf<null>(),
});

export const formEnd = defineEndpoint({
  method: 'POST',
  path: `${SUPERFORM_API}/form/end`,
  permission: SUPER_FORM,
  body: formIdBodySchema,
  response: responseOf<null>(),
});

export const formDelete = defineEndpoint({
  method: 'POST',
  path: `${SUPERFORM_API}/form/delete`,
  permission: SUPER_FORM,
  action: 'delete',
  body: formIdBodySchema,
  response: responseOf<null>(),
});

export const recordList = defineEndpoint({
  method: 'GET',
  path: `${SUPERFORM_API}/record/list`,
  permission: SUPER_FORM,
  query: recordListQuerySchema,
  response: responseOf<ListData<RecordListItem>>(),
});

export const recordDetail = defineEndpoint({
  method: 'GET',
  path: `${SUPERFORM_API}/record/detail`,
  permission: SUPER_FORM,
  query: recordIdQuerySchema,
  response: responseOf<RecordDetail>(),
});

export const recordSummary = defineEndpoint({
  method: 'GET',
  path: `${SUPERFORM_API}/record/summary`,
  permission: SUPER_FORM,
  query: summaryQuerySchema,
  response: responseOf<ComponentSummary[]>(),
});
