import type { TagLogic } from '../../../../contract/customer/customer-list';
import type { CustomerListFilters } from './api/customer-list-query';

// The filters as the operator types them (strings from inputs), turned into the list query
// only on 查询, so a half-typed name does not fire a request per keystroke.
export interface CustomerFilterDraft {
  name: string;
  employeeIds: number[];
  departmentId: string;
  gender: string;
  type: string;
  tagIds: number[];
  tagLogic: TagLogic;
  addWay: string;
  addedFrom: string;
  addedTo: string;
  lost: string;
  /** issue #19: a custom field and the value to look for. */
  fieldId: string;
  fieldValue: string;
  /** issue #41: a stage (客户阶段) and 待跟进. */
  stageId: string;
  followDue: string;
}

export const EMPTY_FILTERS: CustomerFilterDraft = {
  name: '',
  employeeIds: [],
  departmentId: '',
  gender: '',
  type: '',
  tagIds: [],
  tagLogic: 'or',
  addWay: '',
  addedFrom: '',
  addedTo: '',
  lost: '',
  fieldId: '',
  fieldValue: '',
  stageId: '',
  followDue: '',
};

const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text));

export function toListQuery(
  draft: CustomerFilterDraft,
  page: number,
  pageSize: number,
): CustomerListFilters {
  const query: CustomerListFilters = { page, page_size: pageSize };
  if (draft.name.trim()) query.name = draft.name.trim();
  if (draft.employeeIds.length) query.employee_ids = draft.employeeIds;
  if (draft.departmentId) query.department_ids = [Number(draft.departmentId)];
  query.gender = numberOrUndefined(draft.gender);
  query.type = numberOrUndefined(draft.type);
  if (draft.tagIds.length) {
    query.tag_ids = draft.tagIds;
    query.tag_logic = draft.tagLogic;
  }
  query.add_way = numberOrUndefined(draft.addWay);
  if (draft.addedFrom) query.added_from = draft.addedFrom;
  if (draft.addedTo) query.added_to = draft.addedTo;
  if (draft.lost === 'true' || draft.lost === 'false') query.lost = draft.lost;
  if (draft.fieldId) {
    query.field_id = Number(draft.fieldId);
    if (draft.fieldValue.trim()) query.field_value = draft.fieldValue.trim();
  }
  if (draft.stageId) query.stage_id = Number(draft.stageId);
  if (draft.followDue === 'true') query.follow_due = 'true';
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as CustomerListFilters;
}
